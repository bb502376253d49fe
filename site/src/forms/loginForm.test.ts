import { describe, expect, it } from 'vitest';
import { loginRules, signInMessage } from './loginForm';

/** The message react-hook-form shows for a value: the first failing check's. */
function emailError(value: string): string | undefined {
  for (const check of Object.values(loginRules.email.validate)) {
    const result = check(value);
    if (result !== true) return result;
  }
  return undefined;
}

describe('loginRules', () => {
  it('accepts a valid e-mail, surrounding spaces included', () => {
    expect(emailError('doctor@clinic.example')).toBeUndefined();
    expect(emailError(' doctor@clinic.example ')).toBeUndefined();
  });

  it('asks for the e-mail when empty or whitespace-only, and for the password when empty', () => {
    expect(emailError('')).toBe('Please enter your email address.');
    expect(emailError('   ')).toBe('Please enter your email address.');
    expect(loginRules.password.required).toBe('Please enter your password.');
  });

  it('reports a malformed e-mail', () => {
    expect(emailError('doctor@')).toBe('Please enter a valid email address.');
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
