// @ts-check
/**
 * Writes the site's brand logos as SVG sprites, one per group (`site/src/ui/icons/logos/<group>.svg`,
 * a `<symbol id="<key>" viewBox="…">` per logo), taken from react-icons (Simple Icons, Font Awesome 6,
 * Bootstrap Icons). The keys are the content's (`site/src/content/icons.ts`); `logos/sprites.test.ts`
 * checks that each sprite holds exactly those.
 *
 * The site imports each sprite with `?url` (a hashed file in the build) and draws a logo as
 * `<svg><use href="<sprite>#<key>"/></svg>` (`logos/logoIcon.tsx`), so neither the prerendered HTML nor
 * the JavaScript carries path data; the sprite is fetched once, where a page shows one of its logos.
 * One sprite per group keeps pages light: the home page fetches only the social and portfolio ones.
 * The symbols keep react-icons' colouring: the `<svg>` around the `<use>` sets fill and stroke to
 * `currentColor` (react-icons' defaults), which the symbol's shapes inherit.
 *
 * Run after changing a group (react-icons is a dev dependency of the repository, used only here):
 * `node tools/icons/generate-logos.mjs` (the `.ts` output is formatted with the repository's Prettier).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Logo groups: key → [icon set, react-icons export].
 * @type {Record<string, Record<string, [string, string]>>}
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
    postgresql: ['si', 'SiPostgresql'],
    mysql: ['si', 'SiMysql'],
    redis: ['si', 'SiRedis'],
    docker: ['si', 'SiDocker'],
    kubernetes: ['si', 'SiKubernetes'],
    git: ['si', 'SiGit'],
    'framer-motion': ['si', 'SiFramer'],
    gsap: ['si', 'SiGreensock'],
    'react-native': ['si', 'SiReact'],
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

/** @typedef {{ tag: string, attr: Record<string, string>, child: IconTree[] }} IconTree An SVG element tree as react-icons stores it. */

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
 * without what belongs to the drawing `<svg>` (role, size, namespace).
 * @param {string} key @param {IconTree} tree
 */
function symbol(key, tree) {
  const { viewBox, role: _role, xmlns: _xmlns, width: _width, height: _height, ...rest } = tree.attr;
  if (!viewBox) throw new Error(`${key} has no viewBox`);
  return `<symbol id="${escapeXml(key)}"${attributes({ viewBox, ...rest })}>${tree.child.map(element).join('')}</symbol>`;
}

const version = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../node_modules/react-icons/package.json', import.meta.url)), 'utf8'),
).version;
const origin = `Generated by tools/icons/generate-logos.mjs from react-icons ${version} (Simple Icons CC0, Font Awesome CC BY 4.0, Bootstrap Icons MIT). Do not edit.`;
const logosDir = new URL('../../site/src/ui/icons/logos/', import.meta.url);

for (const [group, icons] of Object.entries(groups)) {
  const symbols = await Promise.all(
    Object.entries(icons).map(async ([key, [set, name]]) => symbol(key, await iconTree(set, name))),
  );
  const sprite = fileURLToPath(new URL(`${group}.svg`, logosDir));
  writeFileSync(
    sprite,
    `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- ${origin} -->\n${symbols.join('\n')}\n</svg>\n`,
  );

  console.log(`Wrote ${Object.keys(icons).length} logos to ${sprite}`);
}
