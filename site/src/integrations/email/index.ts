export * from './types';
export { EmailProvider, useEmailSender } from './EmailProvider';
export { createEmailSender } from './createEmailSender';
