import { Icon, type IconProps } from '@agency/design-system';
import type { IconKey } from '../../content/icons';
import { uiIcons } from './glyphs';

/** A UI glyph by content key, through the design system's Icon (decorative unless `label` is given). */
export function ContentIcon({ name, ...rest }: Omit<IconProps, 'icon'> & { name: IconKey }) {
  return <Icon icon={uiIcons[name]} {...rest} />;
}
