import { describe, expect, it } from 'vitest';
import { booking } from '../content/booking';
import { contact } from '../content/contact';
import { forms, type FormName } from '../content/forms';
import { login } from '../content/login';
import { rules, type FieldRules } from './rules';
import { signInMessage } from './signInMessage';

/** The error type react-hook-form reports for a value: the first failing check's name. */
function problem(rule: FieldRules, value: string): string | undefined {
  return Object.entries(rule.validate ?? {}).find(([, check]) => !check(value))?.[0];
}

describe('rules', () => {
  it('has a rule for every field of every form, and no other', () => {
    for (const name of Object.keys(forms) as FormName[]) {
      expect(Object.keys(rules[name]).sort()).toEqual([...forms[name].fields].sort());
    }
  });

  it('requires exactly the fields whose content says they are required', () => {
    const texts = { contact: contact.form.fields, booking: booking.form.fields, login: login.fields } as const;
    for (const [name, fields] of Object.entries(texts) as [
      keyof typeof texts,
      Record<string, { required: boolean }>,
    ][]) {
      for (const [field, text] of Object.entries(fields)) {
        const rule = (rules[name] as Record<string, FieldRules>)[field];
        expect(problem(rule!, '') === 'required', `${name}.${field}`).toBe(text.required);
      }
    }
  });

  it('accepts a valid e-mail, surrounding spaces included, and names a malformed one', () => {
    expect(problem(rules.login.email, 'doctor@clinic.example')).toBeUndefined();
    expect(problem(rules.newsletter.email, ' doctor@clinic.example ')).toBeUndefined();
    expect(problem(rules.contact.email, 'doctor@')).toBe('email');
    expect(problem(rules.booking.email, 'doctor@clinic.example')).toBeUndefined();
  });

  it('counts a whitespace-only value as missing, except a password, which is taken as typed', () => {
    expect(problem(rules.contact.name, '   ')).toBe('required');
    expect(problem(rules.newsletter.email, '   ')).toBe('required');
    expect(problem(rules.login.password, '')).toBe('required');
    expect(problem(rules.login.password, '   ')).toBeUndefined();
  });
});

describe('signInMessage', () => {
  it('says invalid credentials for wrong credentials and unknown failures', () => {
    expect(signInMessage('invalid-credentials')).toBe('Invalid email or password');
    expect(signInMessage('unknown')).toBe('Invalid email or password');
  });

  it('explains rate limiting and network failures', () => {
    expect(signInMessage('too-many-attempts')).toMatch(/^Too many attempts.*try again later\.$/);
    expect(signInMessage('network')).toBe('Could not reach the sign-in service. Check your connection and try again.');
  });
});
