/** A `<symbol>` of a generated sprite (generate-sprites.mjs writes one a line). */
export interface SpriteSymbolText {
  id: string;
  /** Its attributes after the id, as written (` viewBox="0 0 24 24"`). */
  attributes: string;
  /** What it holds, as written. */
  body: string;
}

/**
 * The `<symbol>`s of a sprite's text, in order: for the tests that check what a sprite holds, and for
 * the site's logo sheet.
 */
export function spriteSymbols(sprite: string): SpriteSymbolText[] {
  return [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>(.*?)<\/symbol>/g)].map(([, id, attributes, body]) => ({
    id: id!,
    attributes: attributes!,
    body: body!,
  }));
}
