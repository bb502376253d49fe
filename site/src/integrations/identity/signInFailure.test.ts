import { describe, expect, it } from 'vitest';
import { signInFailure } from './signInFailure';

describe('signInFailure', () => {
  it.each([
    ['auth/invalid-credential', 'invalid-credentials'],
    ['auth/wrong-password', 'invalid-credentials'],
    ['auth/user-not-found', 'invalid-credentials'],
    ['auth/invalid-email', 'invalid-credentials'],
    ['auth/missing-password', 'invalid-credentials'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/network-request-failed', 'network'],
    ['auth/internal-error', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('maps %s to %s', (code, reason) => {
    expect(signInFailure(code)).toBe(reason);
  });
});
