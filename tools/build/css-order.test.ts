import { describe, expect, it } from 'vitest';
import { cssDependenciesFirst } from './css-order.mjs';

type Hook = (...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call({}, ...args);

describe('stylesheets in cascade order', () => {
  it("puts a chunk's own stylesheet after those Vite merged in from the CSS-only chunks it imports", () => {
    const plugin = cssDependenciesFirst();
    // As Vite's CSS plugin leaves them when chunks render: each chunk with its own stylesheet.
    const footer = {
      fileName: 'assets/Footer-!~{001}~.js',
      viteMetadata: { importedCss: new Set(['assets/Footer.css']) },
    };
    const card = { fileName: 'assets/Card-!~{002}~.js', viteMetadata: { importedCss: new Set(['assets/Card.css']) } };
    call(plugin.renderChunk, '', footer);
    call(plugin.renderChunk, '', card);
    // Then Vite removes the CSS-only chunk the footer imports and appends its stylesheet.
    const bundle = {
      'assets/Footer-a1.js': {
        type: 'chunk',
        preliminaryFileName: footer.fileName,
        viteMetadata: { importedCss: new Set(['assets/Footer.css', 'assets/FormField.css', 'assets/focus.css']) },
      },
      'assets/Card-b2.js': {
        type: 'chunk',
        preliminaryFileName: card.fileName,
        viteMetadata: { importedCss: new Set(['assets/Card.css']) },
      },
      'assets/Footer.css': { type: 'asset' },
    };
    call(plugin.generateBundle, {}, bundle);
    expect([...bundle['assets/Footer-a1.js'].viteMetadata.importedCss]).toEqual([
      'assets/FormField.css',
      'assets/focus.css',
      'assets/Footer.css',
    ]);
    expect([...bundle['assets/Card-b2.js'].viteMetadata.importedCss]).toEqual(['assets/Card.css']);
  });
});
