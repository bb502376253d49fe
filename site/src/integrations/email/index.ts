export * from './types';
export { EmailProvider, useEmailSender } from './EmailProvider';
export { createEmailSender } from './createEmailSender';
export { createEmailJsSender } from './emailjsSender';
