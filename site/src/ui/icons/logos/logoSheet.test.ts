import { describe, expect, it } from 'vitest';
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
  portfolio: sprite('<symbol id="github" viewBox="0 0 24 24"><path d="M4 4"/></symbol>'),
};

describe('logoSheet', () => {
  it('gives an in-page href per sprite and symbol, and holds each symbol used once, as the sprite draws it', () => {
    const sheet = logoSheet(sprites);
    expect(sheet.use('social', 'github')).toBe('#logo-social-github');
    expect(sheet.use('social', 'github')).toBe('#logo-social-github');
    expect(sheet.use('portfolio', 'github')).toBe('#logo-portfolio-github');
    expect(sheet.use('payment', 'visa')).toBe('#logo-payment-visa');
    expect(sheet.markup()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">' +
        '<symbol id="logo-social-github" viewBox="0 0 496 512"><path d="M1 1"/></symbol>' +
        '<symbol id="logo-portfolio-github" viewBox="0 0 24 24"><path d="M4 4"/></symbol>' +
        '<symbol id="logo-payment-visa" viewBox="0 0 576 512"><path d="M3 3"/></symbol>' +
        '</svg>',
    );
  });

  it('adds nothing to a page that draws no logo', () => {
    expect(logoSheet(sprites).markup()).toBe('');
  });

  it('refuses a symbol its sprite does not hold', () => {
    expect(() => logoSheet(sprites).use('stack', 'github')).toThrow('The stack sprite has no symbol "github"');
  });
});
