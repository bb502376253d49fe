export { Glyph, glyph, type GlyphProps } from './Glyph';
export { GlyphSprite, useGlyphHref, useGlyphSprite, type GlyphHref, type GlyphSpriteProps } from './GlyphSprite';
export { glyphNames, type GlyphName } from './glyphNames';
export {
  SpriteSymbol,
  spriteIcon,
  spriteIcons,
  type SpriteIconComponent,
  type SpritePaint,
  type SpriteSymbolProps,
} from './spriteIcon';
