import { Icon, type IconProps } from '@agency/design-system';
import type { IconKey } from '../../content/icons';
import type { SvgComponent } from './types';

/** Glyphs by content key: the UI icons one part of the site draws, and no others. */
export type Glyphs<K extends IconKey> = Readonly<Record<K, SvgComponent>>;

/** A glyph's size, colour, tile and label, as the design system's Icon takes them, and its content key. */
export type ContentIconProps<K extends IconKey> = Omit<IconProps, 'icon'> & { name: K };

/**
 * The `ContentIcon` of one part of the site (a page, the footer): a UI glyph by content key, through
 * the design system's Icon (decorative unless `label` is given), from that part's own set in
 * `glyphs/`. A set holds only what its part draws, so a page loads a few glyphs, not the whole
 * vocabulary (about 5 KB gzip); TypeScript rejects a key the set lacks. `glyphs` exposes the set.
 */
export function contentIconOf<K extends IconKey>(glyphs: Glyphs<K>) {
  function ContentIcon({ name, ...rest }: ContentIconProps<K>) {
    return <Icon icon={glyphs[name]} {...rest} />;
  }
  return Object.assign(ContentIcon, { glyphs });
}
