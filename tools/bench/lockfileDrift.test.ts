import { describe, expect, it } from 'vitest';
import { driftSummary, lockfileDrift } from './lockfileDrift.mjs';

const previous = {
  packages: {
    '': { version: '0.0.0' },
    site: { version: '0.0.0' },
    'node_modules/@agency/site': { link: true, resolved: 'site' },
    'node_modules/react': { version: '19.3.1' },
    'node_modules/@babel/parser': { version: '7.29.14' },
    'node_modules/is-regex': { version: '1.2.1' },
    'node_modules/@esbuild/darwin-arm64': { version: '0.27.0', optional: true },
  },
};

describe('lockfileDrift', () => {
  it('allows patch changes, packages added since, and optional packages of other platforms', () => {
    const drift = lockfileDrift(previous, {
      packages: {
        'node_modules/@agency/site': { link: true, resolved: 'site' },
        'node_modules/react': { version: '19.3.1' },
        'node_modules/@babel/parser': { version: '7.29.15' },
        'node_modules/is-regex': { version: '1.2.1' },
        'node_modules/is-regexp': { version: '3.1.0' },
        'node_modules/zod': { version: '4.6.7' },
      },
    });
    expect(drift).toEqual({
      missing: [],
      minorOrMajor: [],
      patch: [{ path: 'node_modules/@babel/parser', from: '7.29.14', to: '7.29.15' }],
      shadowing: [],
      reusable: true,
    });
    expect(driftSummary(drift)).toBe('1 patch changes (@babel/parser 7.29.14 → 7.29.15)');
  });

  it('refuses a missing package, a minor change and a new nested copy that would shadow a hoisted one', () => {
    const drift = lockfileDrift(previous, {
      packages: {
        'node_modules/react': { version: '19.4.0' },
        'node_modules/@babel/parser': { version: '7.29.14' },
        'node_modules/@babel/parser/node_modules/is-regex': { version: '2.0.0' },
        'node_modules/is-regex': { version: '1.2.1' },
      },
    });
    expect(drift.missing).toEqual(['node_modules/@agency/site']);
    expect(drift.minorOrMajor).toEqual([{ path: 'node_modules/react', from: '19.3.1', to: '19.4.0' }]);
    expect(drift.shadowing).toEqual(['node_modules/@babel/parser/node_modules/is-regex']);
    expect(drift.reusable).toBe(false);
  });

  it('says so when nothing differs', () => {
    expect(driftSummary(lockfileDrift(previous, previous))).toBe('the same versions');
  });
});
