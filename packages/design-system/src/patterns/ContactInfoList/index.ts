export { ContactInfoList, type ContactInfoListProps, type ContactInfoItem } from './ContactInfoList';
