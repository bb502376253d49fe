import { describe, expect, it } from 'vitest';
import { emailConfig } from '../integrations/config';
import { usable } from '../outbox/outbox';
import { emailForms, fieldsClearedAfterSubmit, forms, isMessageForm } from './forms';

describe('the forms declaration', () => {
  it('gives every form that sends e-mail a template, by default named after the form', () => {
    expect([...emailForms].sort()).toEqual(['booking', 'contact', 'newsletter']);
    expect(emailConfig.templates).toEqual({ newsletter: 'newsletter', contact: 'contact', booking: 'booking' });
  });

  it('lets the outbox keep messages of the message forms only', () => {
    const record = (form: string) => ({
      key: 'k1',
      form,
      queuedAt: 1,
      waiting: true,
      values: { email: 'a@b.example' },
    });
    expect(usable(record('contact'))?.form).toBe('contact');
    expect(usable(record('booking'))?.form).toBe('booking');
    expect(usable(record('newsletter'))).toBeUndefined();
    expect(usable(record('login'))).toBeUndefined();
    expect(isMessageForm('toString')).toBe(false);
  });

  it('empties what a sent form does not keep: booking keeps its service, a sign-in leaves the page', () => {
    expect(fieldsClearedAfterSubmit('contact')).toEqual(forms.contact.fields);
    expect(fieldsClearedAfterSubmit('booking')).toEqual(['name', 'email', 'message']);
    expect(fieldsClearedAfterSubmit('newsletter')).toEqual(['email']);
    expect(fieldsClearedAfterSubmit('login')).toEqual([]);
  });
});
