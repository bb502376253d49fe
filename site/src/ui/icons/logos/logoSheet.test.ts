import { describe, expect, it } from 'vitest';
import { pageSheet } from '../pageSheet';
import { logoSheet } from './logoSheet';

const sprite = (...symbols: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- generated -->\n${symbols.join('\n')}\n</svg>\n`;
const sprites = {
  social: sprite(
    '<symbol id="github" viewBox="0 0 496 512"><path d="M1 1"/></symbol>',
    '<symbol id="x" viewBox="0 0 1 1"><path d="M2 2"/></symbol>',
  ),
  payment: sprite('<symbol id="visa" viewBox="0 0 576 512"><path d="M3 3"/></symbol>'),
  stack: sprite(),
  portfolio: sprite('<symbol id="github" viewBox="0 0 24 24" fill="currentColor"><path d="M4 4"/></symbol>'),
};

describe('logoSheet', () => {
  it("gives an in-page href per sprite and symbol, with the symbol's viewBox, and the page holds each as the sprite draws it", () => {
    const page = pageSheet();
    const sheet = logoSheet(page, sprites);
    expect(sheet.use('social', 'github')).toEqual({ href: '#logo-social-github', viewBox: '0 0 496 512' });
    expect(sheet.use('social', 'github')).toEqual({ href: '#logo-social-github', viewBox: '0 0 496 512' });
    expect(sheet.use('portfolio', 'github')).toEqual({ href: '#logo-portfolio-github', viewBox: '0 0 24 24' });
    expect(sheet.use('payment', 'visa').href).toBe('#logo-payment-visa');
    expect(page.markup()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">' +
        '<path id="logo-social-github" d="M1 1"/>' +
        '<path id="logo-portfolio-github" fill="currentColor" d="M4 4"/>' +
        '<path id="logo-payment-visa" d="M3 3"/>' +
        '</svg>',
    );
  });

  it('adds nothing to a page that draws no logo', () => {
    const page = pageSheet();
    logoSheet(page, sprites);
    expect(page.markup()).toBe('');
  });

  it('refuses a symbol its sprite does not hold', () => {
    expect(() => logoSheet(pageSheet(), sprites).use('stack', 'github')).toThrow(
      'The stack sprite has no symbol "github"',
    );
  });
});
