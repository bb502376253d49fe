// @ts-check
/**
 * Writes the site's icons as SVG sprites, a `<symbol id="<key>" viewBox="…">` per icon, keyed by the
 * content's keys (`site/src/content/icons.ts`):
 * - the brand logos, one sprite per group (`site/src/ui/icons/logos/<group>.svg`), from react-icons
 *   (Simple Icons, Font Awesome 6, Bootstrap Icons, Boxicons), and lucide's mark for "Machine Learning";
 *   React Native, whose own logo is React's, is React's mark in a phone's outline;
 * - the design system's glyphs, one sprite (`packages/design-system/src/primitives/Glyph/glyphs.svg`, shipped
 *   in the package as `glyphs.svg`), from lucide-react: every glyph a design-system or site-sections
 *   component draws, by the names `Glyph` takes (`glyphNames.ts`);
 * - the site's UI glyphs, one sprite (`site/src/ui/icons/glyphs/glyphs.svg`), from lucide-react: the
 *   content's keys, then the design system's glyphs the content lacks, so the site serves one glyph sprite
 *   for both (a name in both must be the same drawing).
 * `logos/sprites.test.ts` and `glyphs/glyphs.test.ts` check that each site sprite holds exactly the content's
 * keys (and the design system's glyphs); `Glyph/glyphs.test.ts` checks the design system's sprite.
 *
 * The site imports each sprite with `?url` (a hashed file in the build) and draws an icon as
 * `<svg><use href="<sprite>#<key>"/></svg>` (`spriteIcon.tsx`), so the JavaScript carries no path data;
 * a prerendered page holds the drawings of the icons it shows instead (`site/src/ui/icons/pageSheet.ts`,
 * from the sprites' text), and islands in the browser fall back on the files. One sprite
 * per logo group keeps pages light (the home page fetches only the social and portfolio ones); the
 * glyphs, drawn on every page (the footer's among them), are one sprite.
 * The logos keep react-icons' colouring: the `<svg>` around the `<use>` sets fill and stroke to
 * `currentColor` (react-icons' defaults), which the symbol's shapes inherit. A lucide icon draws with a
 * stroke: its symbol holds its shapes in a `<g>` with lucide's presentation attributes (no fill, a
 * `currentColor` stroke 2 units wide in its 24-unit box, round caps and joins), as lucide-react's `<svg>`
 * sets them, so it looks the same in either sprite.
 *
 * Run after changing a group or the glyphs (react-icons is a dev dependency of the repository, used only
 * here): `node tools/icons/generate-sprites.mjs`. Re-running it on the same packages writes the same bytes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {['si' | 'fa6' | 'bs' | 'bi', string] | ['lucide', string]} IconSource An icon: [icon set, export name].
 * @typedef {IconSource | ['lucide', string, number] | ['in-phone', IconSource]} Source An icon (a lucide icon at
 *   another stroke width), or an icon drawn inside a phone's outline.
 */

/**
 * Logo groups: key → [icon set, export] (a react-icons set, or `lucide` for lucide-react).
 * @type {Record<string, Record<string, Source>>}
 */
const groups = {
  portfolio: {
    react: ['si', 'SiReact'],
    nodejs: ['si', 'SiNodedotjs'],
    openai: ['bs', 'BsOpenai'],
    mongodb: ['si', 'SiMongodb'],
    firebase: ['si', 'SiFirebase'],
    tailwind: ['si', 'SiTailwindcss'],
    python: ['si', 'SiPython'],
    aws: ['fa6', 'FaAws'],
    // Not a brand: a generic mark for "Machine Learning" badges.
    'machine-learning': ['lucide', 'BrainCircuit'],
    redux: ['si', 'SiRedux'],
  },
  stack: {
    javascript: ['si', 'SiJavascript'],
    typescript: ['si', 'SiTypescript'],
    html5: ['si', 'SiHtml5'],
    css3: ['si', 'SiCss'],
    nextjs: ['si', 'SiNextdotjs'],
    vite: ['si', 'SiVite'],
    express: ['si', 'SiExpress'],
    django: ['si', 'SiDjango'],
    fastapi: ['si', 'SiFastapi'],
    // Boxicons' elephant is solid; Simple Icons' is an outline too thin to see at tile size.
    postgresql: ['bi', 'BiLogoPostgresql'],
    mysql: ['si', 'SiMysql'],
    redis: ['si', 'SiRedis'],
    docker: ['si', 'SiDocker'],
    kubernetes: ['si', 'SiKubernetes'],
    git: ['si', 'SiGit'],
    'framer-motion': ['si', 'SiFramer'],
    // The logo GSAP uses now: its wordmark (the old GreenSock figure is hairlines at tile size).
    gsap: ['si', 'SiGsap'],
    // React Native's own logo is React's: React's mark on a phone, so the two tiles differ.
    'react-native': ['in-phone', ['si', 'SiReact']],
    flutter: ['si', 'SiFlutter'],
    android: ['si', 'SiAndroid'],
    apple: ['si', 'SiApple'],
    figma: ['si', 'SiFigma'],
    jest: ['si', 'SiJest'],
    graphql: ['si', 'SiGraphql'],
    stripe: ['si', 'SiStripe'],
  },
  social: {
    facebook: ['fa6', 'FaFacebook'],
    instagram: ['fa6', 'FaInstagram'],
    twitter: ['fa6', 'FaXTwitter'],
    youtube: ['fa6', 'FaYoutube'],
    linkedin: ['fa6', 'FaLinkedin'],
    whatsapp: ['fa6', 'FaWhatsapp'],
    github: ['fa6', 'FaGithub'],
  },
  payment: {
    visa: ['fa6', 'FaCcVisa'],
    mastercard: ['fa6', 'FaCcMastercard'],
    paypal: ['fa6', 'FaCcPaypal'],
    'google-pay': ['fa6', 'FaGooglePay'],
  },
};

/**
 * The UI glyphs: content key → lucide-react export, in the content's order (`iconKeys`). Each key has
 * its own icon.
 * @type {Record<string, string>}
 */
const glyphs = {
  code: 'Code',
  smartphone: 'Smartphone',
  brain: 'Brain',
  megaphone: 'Megaphone',
  cloud: 'Cloud',
  database: 'Database',
  shield: 'Shield',
  chart: 'ChartColumn',
  sparkles: 'Sparkles',
  lock: 'Lock',
  sliders: 'SlidersHorizontal',
  devices: 'MonitorSmartphone',
  'trending-up': 'TrendingUp',
  'heart-handshake': 'HeartHandshake',
  'shield-check': 'ShieldCheck',
  headset: 'Headset',
  zap: 'Zap',
  handshake: 'Handshake',
  'bar-chart': 'ChartBar',
  server: 'Server',
  book: 'BookOpen',
  video: 'Video',
  wrench: 'Wrench',
  'file-text': 'FileText',
  download: 'Download',
  'message-square': 'MessageSquare',
  'pen-line': 'PenLine',
  'git-branch': 'GitBranch',
  clipboard: 'ClipboardList',
  'calendar-check': 'CalendarCheck',
  rocket: 'Rocket',
  mail: 'Mail',
  phone: 'Phone',
  'map-pin': 'MapPin',
  globe: 'Globe',
  calendar: 'Calendar',
  clock: 'Clock',
  users: 'Users',
  user: 'User',
  star: 'Star',
  quote: 'Quote',
  briefcase: 'Briefcase',
  award: 'Award',
  target: 'Target',
  lightbulb: 'Lightbulb',
  'arrow-right': 'ArrowRight',
  'arrow-up': 'ArrowUp',
  'external-link': 'ExternalLink',
  check: 'Check',
  'check-circle': 'CircleCheck',
  'alert-circle': 'CircleAlert',
  send: 'Send',
  menu: 'Menu',
  close: 'X',
  'chevron-left': 'ChevronLeft',
  'chevron-right': 'ChevronRight',
  maximize: 'Maximize',
  minimize: 'Minimize',
  play: 'Play',
  eye: 'Eye',
  'eye-off': 'EyeOff',
  layers: 'Layers',
};

/**
 * The design system's glyphs: name → lucide-react export, or [export, stroke width] where a component draws
 * it with another stroke than lucide's 2 (a `<use>` cannot restroke a symbol: its `<g>` sets the width).
 * In `glyphNames`' order (`packages/design-system/src/primitives/Glyph/glyphNames.ts`). Where the content
 * has the same glyph, the name is the content's key.
 * @type {Record<string, string | [string, number]>}
 */
const designSystemGlyphs = {
  'alert-circle': 'CircleAlert',
  'arrow-left': 'ArrowLeft',
  'arrow-right': 'ArrowRight',
  'arrow-up-right': 'ArrowUpRight',
  // The back-to-top button's arrow, a little bolder inside its progress ring.
  'arrow-up-stroke-2.25': ['ArrowUp', 2.25],
  calendar: 'Calendar',
  check: 'Check',
  // Checklist ticks: a step list's marker and a service option's list.
  'check-stroke-2.5': ['Check', 2.5],
  'check-stroke-3': ['Check', 3],
  'check-circle': 'CircleCheck',
  'chevron-down': 'ChevronDown',
  'chevron-left': 'ChevronLeft',
  'chevron-right': 'ChevronRight',
  clock: 'Clock',
  close: 'X',
  // The connection status: offline, reading saved pages.
  'cloud-off': 'CloudOff',
  eye: 'Eye',
  'eye-off': 'EyeOff',
  info: 'Info',
  'maximize-2': 'Maximize2',
  menu: 'Menu',
  'minimize-2': 'Minimize2',
  monitor: 'Monitor',
  moon: 'Moon',
  pause: 'Pause',
  play: 'Play',
  sun: 'Sun',
};

/** @typedef {{ tag: string, attr: Record<string, string>, child: IconTree[] }} IconTree An SVG element tree, as react-icons stores it. */

/**
 * A react-icons icon as its element tree: the icon is a function component, and calling it returns its
 * `<IconBase attr={…}>` element with one child element per shape, so the data is read from React
 * elements, not from react-icons' source text.
 * @param {string} set @param {string} name @returns {Promise<IconTree>}
 */
async function iconTree(set, name) {
  /** @type {Record<string, (props: object) => import('react').ReactElement<{ attr: Record<string, string>, children?: unknown }>>} */
  const icons = await import(`react-icons/${set}`);
  const icon = icons[name];
  if (!icon) throw new Error(`react-icons/${set} has no ${name}`);
  const { attr, children } = icon({}).props;
  return { tag: 'svg', attr, child: childTrees(children) };
}

/** @param {unknown} children @returns {IconTree[]} */
function childTrees(children) {
  return [children].flat().flatMap((child) => {
    const element = /** @type {{ type?: unknown, props?: { children?: unknown } & Record<string, string> }} */ (
      child ?? {}
    );
    if (typeof element.type !== 'string' || !element.props) return [];
    const { children: grandChildren, ...attr } = element.props;
    return [{ tag: element.type, attr, child: childTrees(grandChildren) }];
  });
}

/**
 * lucide-react's presentation attributes on its `<svg>` (its defaults, at a stroke width), which a lucide
 * symbol's `<g>` takes over.
 * @param {number} strokeWidth
 */
const lucidePaint = (strokeWidth = 2) => ({
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': String(strokeWidth),
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
});

/** @param {string} markup An element's attributes as React writes them. @returns {Record<string, string>} */
function markupAttributes(markup) {
  const unescape = (/** @type {string} */ value) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...markup.matchAll(/\s+([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, unescape(value ?? '')]),
  );
}

/**
 * A lucide-react icon as its element tree: the markup React renders for it (what the site drew inline),
 * its shapes in a `<g>` holding the `<svg>`'s presentation attributes, which must be lucide's defaults.
 * @param {string} name @param {number} [strokeWidth] @returns {Promise<IconTree>}
 */
async function lucideTree(name, strokeWidth = 2) {
  const icons = /** @type {Record<string, import('lucide-react').LucideIcon | undefined>} */ (
    /** @type {unknown} */ (await import('lucide-react'))
  );
  const icon = icons[name];
  if (!icon) throw new Error(`lucide-react has no ${name}`);
  const markup = renderToStaticMarkup(createElement(icon, strokeWidth === 2 ? {} : { strokeWidth }));
  const root = /^<svg((?:\s+[\w:-]+="[^"]*")*)>(.*)<\/svg>$/s.exec(markup);
  if (!root) throw new Error(`lucide-react's ${name} is not one <svg>: ${markup}`);
  const {
    viewBox,
    xmlns: _xmlns,
    width: _width,
    height: _height,
    class: _class,
    'aria-hidden': _hidden,
    ...paint
  } = markupAttributes(root[1] ?? '');
  if (viewBox !== '0 0 24 24') throw new Error(`lucide-react's ${name} has the viewBox ${viewBox}`);
  const expected = Object.entries(lucidePaint(strokeWidth));
  if (Object.keys(paint).length !== expected.length || expected.some(([attr, value]) => paint[attr] !== value)) {
    throw new Error(
      `lucide-react's ${name} is painted ${JSON.stringify(paint)}, not ${JSON.stringify(lucidePaint(strokeWidth))}`,
    );
  }
  /** @type {IconTree[]} */
  const shapes = [];
  const shape = /<(\w+)((?:\s+[\w:-]+="[^"]*")*)><\/\1>/y;
  const body = root[2] ?? '';
  while (shape.lastIndex < body.length) {
    const match = shape.exec(body);
    if (!match) throw new Error(`lucide-react's ${name} has more than flat shapes: ${body}`);
    shapes.push({ tag: match[1] ?? '', attr: markupAttributes(match[2] ?? ''), child: [] });
  }
  if (shapes.length === 0) throw new Error(`lucide-react's ${name} draws nothing`);
  return { tag: 'svg', attr: { viewBox }, child: [{ tag: 'g', attr: lucidePaint(strokeWidth), child: shapes }] };
}

/**
 * An icon inside a phone's outline (a 2-unit stroke in a 24-unit box, as lucide draws), scaled into
 * the phone's screen.
 * @param {IconSource} inner @returns {Promise<IconTree>}
 */
async function inPhoneTree(inner) {
  const tree = await sourceTree(inner);
  const { viewBox = '', role: _role, xmlns: _xmlns, width: _width, height: _height, ...paint } = tree.attr;
  const [x = 0, y = 0, width = 24, height = 24] = viewBox.split(/[\s,]+/).map(Number);
  const scale = 10.8 / Math.max(width, height);
  const outline = { x: '5', y: '1.5', width: '14', height: '21', rx: '3', fill: 'none', stroke: 'currentColor' };
  return {
    tag: 'svg',
    attr: { viewBox: '0 0 24 24' },
    child: [
      { tag: 'rect', attr: { ...outline, strokeWidth: '2' }, child: [] },
      {
        tag: 'g',
        attr: {
          ...paint,
          transform: `translate(12 12) scale(${scale}) translate(${-(x + width / 2)} ${-(y + height / 2)})`,
        },
        child: tree.child,
      },
    ],
  };
}

/** @param {Source} source @returns {Promise<IconTree>} */
function sourceTree(source) {
  if (source[0] === 'in-phone') return inPhoneTree(source[1]);
  if (source[0] === 'lucide') return lucideTree(source[1], source[2]);
  return iconTree(source[0], source[1]);
}

/** SVG attributes that are camelCase in SVG itself: React's name is the SVG name. */
const camelCaseSvgAttributes = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'spreadMethod',
  'startOffset',
  'textLength',
  'lengthAdjust',
  'pathLength',
  'stdDeviation',
  'filterUnits',
  'primitiveUnits',
  'baseFrequency',
  'numOctaves',
  'tableValues',
  'kernelMatrix',
  'surfaceScale',
  'specularExponent',
  'diffuseConstant',
]);

/** React's attribute name (`strokeWidth`, `fillRule`, `className`, `xlinkHref`) → the SVG one. */
function svgAttributeName(/** @type {string} */ name) {
  if (name === 'className') return 'class';
  if (name === 'xlinkHref') return 'href';
  if (name.startsWith('xml') && name.length > 3) return `xml:${name.slice(3).toLowerCase()}`;
  if (camelCaseSvgAttributes.has(name) || name.startsWith('aria-') || name.startsWith('data-')) return name;
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function escapeXml(/** @type {string} */ value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** @param {Record<string, string>} attr */
function attributes(attr) {
  return Object.entries(attr)
    .map(([name, value]) => ` ${svgAttributeName(name)}="${escapeXml(String(value))}"`)
    .join('');
}

/** @param {IconTree} node @returns {string} */
function element(node) {
  const children = node.child.map(element).join('');
  return children
    ? `<${node.tag}${attributes(node.attr)}>${children}</${node.tag}>`
    : `<${node.tag}${attributes(node.attr)}/>`;
}

/**
 * The logo as a `<symbol>`: the root's viewBox and presentation attributes (react-icons' root `<svg>`),
 * without what belongs to the drawing `<svg>` (role, size, namespace), and the `extra` attributes given.
 * @param {string} key @param {IconTree} tree @param {Record<string, string>} [extra]
 */
function symbol(key, tree, extra = {}) {
  const { viewBox, role: _role, xmlns: _xmlns, width: _width, height: _height, ...rest } = tree.attr;
  if (!viewBox) throw new Error(`${key} has no viewBox`);
  return `<symbol id="${escapeXml(key)}"${attributes({ viewBox, ...extra, ...rest })}>${tree.child.map(element).join('')}</symbol>`;
}

/** @param {string} name */
function packageVersion(name) {
  const manifest = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(fileURLToPath(manifest), 'utf8'))).version;
}

/** Where a sprite's icons come from, by icon set. */
const credits = {
  'react-icons': `react-icons ${packageVersion('react-icons')} (Simple Icons CC0, Font Awesome CC BY 4.0, Bootstrap Icons MIT, Boxicons MIT)`,
  lucide: `lucide-react ${packageVersion('lucide-react')} (ISC)`,
};

/**
 * Writes one sprite: a `<symbol>` per icon, in the order given, each with the `extra` attributes.
 * @param {URL} file @param {Record<string, Source>} icons @param {Record<string, string>} [extra]
 */
async function writeSprite(file, icons, extra) {
  const sources = Object.values(icons);
  const symbols = await Promise.all(
    Object.entries(icons).map(async ([key, source]) => symbol(key, await sourceTree(source), extra)),
  );
  const from = [
    ...(sources.some(([set]) => set !== 'lucide') ? [credits['react-icons']] : []),
    ...(sources.some(([set]) => set === 'lucide') ? [credits.lucide] : []),
  ].join(' and ');
  const path = fileURLToPath(file);
  writeFileSync(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Generated by tools/icons/generate-sprites.mjs from ${from}. Do not edit. -->\n${symbols.join('\n')}\n</svg>\n`,
  );
  console.log(`Wrote ${symbols.length} icons to ${path}`);
}

/** @type {Record<string, Source>} */
const designSystemSources = Object.fromEntries(
  Object.entries(designSystemGlyphs).map(([key, glyph]) => [
    key,
    typeof glyph === 'string' ? ['lucide', glyph] : ['lucide', glyph[0], glyph[1]],
  ]),
);
/** @type {Record<string, Source>} */
const siteGlyphSources = Object.fromEntries(Object.entries(glyphs).map(([key, name]) => [key, ['lucide', name]]));
for (const [key, source] of Object.entries(designSystemSources)) {
  const site = siteGlyphSources[key];
  if (site && JSON.stringify(site) !== JSON.stringify(source)) {
    throw new Error(
      `"${key}" is ${JSON.stringify(site)} in the content but ${JSON.stringify(source)} in the design system`,
    );
  }
}

const iconsDir = new URL('../../site/src/ui/icons/', import.meta.url);
for (const [group, icons] of Object.entries(groups)) {
  await writeSprite(new URL(`logos/${group}.svg`, iconsDir), icons);
}
/**
 * A glyph is clipped only by the `<svg>` that draws it, as lucide's is: a symbol clips its instance to its
 * own viewport unless told otherwise, and in a box that is not square (an icon narrowed by `max-width`)
 * that second clip changes a few pixels of the glyph's edge.
 */
const glyphSymbol = { overflow: 'visible' };
await writeSprite(
  new URL('../../packages/design-system/src/primitives/Glyph/glyphs.svg', import.meta.url),
  designSystemSources,
  glyphSymbol,
);
await writeSprite(new URL('glyphs/glyphs.svg', iconsDir), { ...siteGlyphSources, ...designSystemSources }, glyphSymbol);
