import { describe, expect, it } from 'vitest';
import { loginFieldErrors, signInMessage } from './loginForm';

describe('loginFieldErrors', () => {
  it('accepts a valid e-mail and any non-empty password', () => {
    expect(loginFieldErrors('doctor@clinic.example', 'x')).toEqual({});
    expect(loginFieldErrors(' doctor@clinic.example ', ' ')).toEqual({});
  });

  it('asks for both fields when empty, whitespace-only e-mail included', () => {
    expect(loginFieldErrors('', '')).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(loginFieldErrors('   ', 'secret').email).toBe('Please enter your email address.');
  });

  it('reports a malformed e-mail', () => {
    expect(loginFieldErrors('doctor@', 'secret')).toEqual({ email: 'Please enter a valid email address.' });
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
