/**
 * A Vitest browser command (runs in Node, next to Playwright): which fonts Chromium really used to
 * draw the text of a story. Screenshots may only contain fonts we ship: a story whose text falls back
 * to a font of the machine (a `monospace` stack, a character outside Inter's latin subset, a brand
 * font nobody installed) renders differently on the next machine and fails its baseline there.
 *
 * The DOM does not say which font drew a text; the DevTools protocol does
 * (`CSS.getPlatformFontsForNode`), so the command walks the story's subtree over CDP, shadow roots
 * (form controls' placeholders) and pseudo-elements included.
 */
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/** The attribute the setup file puts on the element whose text is audited. */
export const fontAuditAttribute = 'data-font-audit';

/**
 * Font files we ship, by the family name inside the file (what Chromium reports), not the CSS
 * family: `@fontsource-variable/inter` is 'Inter Variable' in CSS and 'Inter' in the file.
 */
export const shippedFontFamilies: readonly string[] = ['Inter', 'Source Serif 4', 'JetBrains Mono'];

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

export interface FontFallback {
  /** Where: the element's tag and the start of its text. */
  element: string;
  /** The font Chromium drew it with, and whether it came from an @font-face. */
  font: string;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function cdpFor(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        return cdp;
      });
    sessions.set(page, session);
  }
  return session;
}

function attribute(node: DomNode, name: string): string | undefined {
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1];
  return undefined;
}

function descendants(node: DomNode): DomNode[] {
  return [
    ...(node.shadowRoots ?? []),
    ...(node.pseudoElements ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
    ...(node.children ?? []),
  ];
}

function find(node: DomNode, predicate: (node: DomNode) => boolean): DomNode | undefined {
  if (predicate(node)) return node;
  for (const child of descendants(node)) {
    const found = find(child, predicate);
    if (found) return found;
  }
  return undefined;
}

/** Elements (and pseudo-elements) that hold text of their own, under `root`. */
function textHolders(root: DomNode, out: Array<{ node: DomNode; text: string }> = []) {
  const ownText = (root.children ?? [])
    .filter((child) => child.nodeType === 3)
    .map((child) => child.nodeValue)
    .join('')
    .trim();
  // A pseudo-element's generated content is not a child text node; ask for it as the node itself.
  const isPseudo = root.nodeName.startsWith('::');
  if (ownText || isPseudo) out.push({ node: root, text: ownText || root.nodeName });
  for (const child of descendants(root)) if (child.nodeType === 1 || child.nodeType === 11) textHolders(child, out);
  return out;
}

/**
 * Every text under the element marked `data-font-audit` in the test's frame that Chromium drew
 * with a font we do not ship. Empty when all is well.
 */
export const auditFonts: BrowserCommand<[]> = async (context): Promise<FontFallback[]> => {
  const cdp = await cdpFor(context.page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as unknown as { root: DomNode };
  const target = find(root, (node) => node.nodeType === 1 && attribute(node, fontAuditAttribute) !== undefined);
  if (!target) throw new Error(`auditFonts: no element carries ${fontAuditAttribute}`);
  const fallbacks: FontFallback[] = [];
  for (const { node, text } of textHolders(target)) {
    const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })) as unknown as {
      fonts: PlatformFont[];
    };
    for (const font of fonts) {
      if (font.glyphCount === 0) continue;
      if (font.isCustomFont && shippedFontFamilies.includes(font.familyName)) continue;
      fallbacks.push({
        element: `<${node.nodeName.toLowerCase()}> "${text.slice(0, 40)}"`,
        font: `${font.familyName}${font.isCustomFont ? ' (an @font-face of a local font)' : ' (a font of this machine)'}`,
      });
    }
  }
  return fallbacks;
};
