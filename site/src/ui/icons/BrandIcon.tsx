import { Icon, type IconProps } from '@agency/design-system';
import type { BrandKey } from '../../content/icons';
import { paymentLogos } from './logos/payment';
import { portfolioLogos } from './logos/portfolio';
import { socialLogos } from './logos/social';
import { stackLogos } from './logos/stack';
import type { SvgComponent } from './types';

/** Every brand logo by key. Pages that need only some import the smaller maps in `logos/`. */
export const brandIcons: Record<BrandKey, SvgComponent> = {
  ...portfolioLogos,
  ...stackLogos,
  ...socialLogos,
  ...paymentLogos,
};

/** A brand logo by content key (technology, social network, payment method). */
export function BrandIcon({ name, ...rest }: Omit<IconProps, 'icon'> & { name: BrandKey }) {
  return <Icon icon={brandIcons[name]} {...rest} />;
}
