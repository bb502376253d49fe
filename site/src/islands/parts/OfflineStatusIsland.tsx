export { OfflineStatus as default } from '../../app/OfflineStatus';
