export * from './types';
export { EmailProvider, useEmailSender } from './EmailProvider';
export { createEmailJsSender } from './emailjsSender';
