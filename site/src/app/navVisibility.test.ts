import { describe, expect, it } from 'vitest';
import { navHiddenOn } from './navVisibility';

describe('navHiddenOn', () => {
  it.each(['/login', '/login/', '/projects/1', '/projects/42', '/projects/007'])('hides the bar on %s', (path) => {
    expect(navHiddenOn(path)).toBe(true);
  });
  it.each(['/', '/projects', '/projects/abc', '/projects/1a', '/project', '/contact', '/loginx'])(
    'shows the bar on %s',
    (path) => {
      expect(navHiddenOn(path)).toBe(false);
    },
  );
});
