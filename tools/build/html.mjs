// @ts-check
/** Assembling a prerendered page from Vite's `index.html` and a rendered route. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';

/**
 * The splash element at the start of a rendered app (the app shell renders it first).
 * @param {string} appHtml
 */
export function splashMarkup(appHtml) {
  if (!/^<div\b[^>]*\bdata-splash=""/.test(appHtml)) throw new Error('The rendered app does not start with the splash');
  let depth = 0;
  for (const tag of appHtml.matchAll(/<(\/?)div\b[^>]*>/g)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return appHtml.slice(0, (tag.index ?? 0) + tag[0].length);
  }
  throw new Error('The splash element is not closed');
}

/**
 * The CSS rules the splash needs to paint (theme variables, base styles, its own classes, the rule that
 * covers the page behind it), picked from the site's stylesheet by beasties against a page holding only
 * the splash.
 * @param {{ outDir: string, template: string, splash: string, themeClass: string }} options
 */
export async function criticalSplashCss({ outDir, template, splash, themeClass }) {
  const document = withThemeClass(template, themeClass).replace(
    /<div id="root"><\/div>/,
    `<div id="root">${splash}<div data-splash-covered=""></div></div>`,
  );
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    logLevel: 'warn',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: 'critical',
    fonts: true,
    compress: true,
  });
  const processed = await beasties.process(document);
  const picked = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  // The font faces too (the body font and its metric-matched fallback): beasties cannot see them used,
  // since the font family is named through a custom property, and without them the splash's text would
  // reflow when the stylesheet arrives (a layout shift).
  const stylesheet = readFileSync(join(outDir, stylesheetHref(template)), 'utf8');
  const fontFaces = stylesheet.match(/@font-face\{[^}]*\}/g) ?? [];
  const css = fontFaces.join('') + picked;
  if (!css.includes('data-splash-covered')) throw new Error('The critical CSS misses the rule that covers the page');
  return css;
}

/**
 * The shell's stylesheet (the theme, the global styles, the font faces and what every page shows) inside
 * the build, from Vite's `index.html`.
 * @param {string} template
 */
export function stylesheetHref(template) {
  const href = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(template)?.[1];
  if (!href) throw new Error('index.html has no stylesheet link');
  return href;
}

/**
 * @param {string} html
 * @param {string} themeClass
 */
function withThemeClass(html, themeClass) {
  return html.replace(/<html lang="en">/, `<html lang="en" class="${themeClass}">`);
}

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * @param {{
 *   template: string,
 *   rendered: { head: string, html: string },
 *   path: string,
 *   themeClass: string,
 *   criticalCss: string,
 *   noScriptCss: string,
 *   revealScript: string,
 *   splashFirst: boolean,
 *   preloads: string[],
 *   fonts: string[],
 *   stylesheets: { href: string, covers: string[] }[],
 * }} page `stylesheets`: what the page links beside the shell's stylesheet (see stylesheets.mjs)
 */
export function composePage({
  template,
  rendered,
  path,
  themeClass,
  criticalCss,
  noScriptCss,
  revealScript,
  splashFirst,
  preloads,
  fonts,
  stylesheets,
}) {
  let html = withThemeClass(template, themeClass).replace(/\s*<title>[^<]*<\/title>/, '');
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
  if (!stylesheet) throw new Error('index.html has no stylesheet link');
  const links = [
    stylesheet.trim(),
    ...stylesheets.flatMap(({ href, covers }) => [
      `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
      // Never fetched and applying nothing: they tell Vite these chunks' stylesheets are in the page's.
      ...covers.map((covered) => `<link rel="stylesheet" href="${escapeAttribute(covered)}" disabled>`),
    ]),
  ];
  const head = [
    rendered.head,
    criticalCss && `<style>${criticalCss}</style>`,
    `<noscript><style>${noScriptCss}</style></noscript>`,
    // Before the bundle's module script: deferred scripts run in order, so it never waits for the bundle.
    `<script defer src="${escapeAttribute(revealScript)}"></script>`,
    ...fonts.map(
      (href) => `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ].filter(Boolean);
  html = html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${head.join('\n    ')}`);
  if (splashFirst) {
    // The splash paints from the HTML and its inline CSS alone. The stylesheets, needed only once the
    // page shows, move after the content, so they do not hold back that first paint (and still apply
    // without JavaScript); scripts and stylesheets ask for a low priority, so the document and the font
    // come first. All of it still loads in parallel during the splash.
    html = html.replace(stylesheet, '').replace('</body>', `${links.join('\n  ')}\n  </body>`);
    html = html
      .replace(/<link rel="stylesheet"/g, '<link rel="stylesheet" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
  } else {
    html = html.replace(stylesheet, `\n    ${links.join('\n    ')}`);
  }
  return html.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered-path="${escapeAttribute(path)}">${rendered.html}</div>`,
  );
}
