import { describe, expect, it } from 'vitest';
import { sectionOf, withSection } from './resultsFile.mjs';

const splash = '# Benchmark\n\n## Shipped against splashless\n\n| a |\n| - |\n';

describe('withSection', () => {
  it('appends a section the file does not have yet, between its markers', () => {
    expect(withSection(splash, 'script-cost', '## Script cost\n\nfigures\n')).toBe(
      `${splash}\n<!-- bench:script-cost -->\n\n## Script cost\n\nfigures\n\n<!-- /bench:script-cost -->\n`,
    );
    expect(withSection('', 'script-cost', 'x')).toBe(
      '<!-- bench:script-cost -->\n\nx\n\n<!-- /bench:script-cost -->\n',
    );
  });

  it('replaces the section in its place and keeps the rest', () => {
    const file = withSection(splash, 'script-cost', 'old figures') + '\n## Bytes\n';
    const updated = withSection(file, 'script-cost', 'new $& figures');
    expect(updated).toContain('new $& figures');
    expect(updated).not.toContain('old figures');
    expect(updated.startsWith(splash)).toBe(true);
    expect(updated.endsWith('<!-- /bench:script-cost -->\n\n## Bytes\n')).toBe(true);
  });

  it('carries a section over into a file written anew, and removes it when given nothing', () => {
    const file = withSection(splash, 'script-cost', 'figures');
    const rewritten = withSection('# Benchmark (new run)\n', 'script-cost', sectionOf(file, 'script-cost'));
    expect(sectionOf(rewritten, 'script-cost')).toBe(sectionOf(file, 'script-cost'));
    expect(withSection(file, 'script-cost', '')).toBe(`${splash}`);
  });
});
