export { DetailHeader, type DetailHeaderProps, type DetailHeaderBackLink } from './DetailHeader';
