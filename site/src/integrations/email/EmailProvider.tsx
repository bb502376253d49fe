import { createContext, use, type ReactNode } from 'react';
import type { EmailSender } from './types';

const EmailContext = createContext<EmailSender | null>(null);

export function EmailProvider({ sender, children }: { sender: EmailSender; children: ReactNode }) {
  return <EmailContext value={sender}>{children}</EmailContext>;
}

export function useEmailSender(): EmailSender {
  const sender = use(EmailContext);
  if (!sender) throw new Error('useEmailSender must be used inside <EmailProvider>');
  return sender;
}
