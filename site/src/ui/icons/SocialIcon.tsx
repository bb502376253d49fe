import { Icon, type IconProps } from '@agency/design-system';
import type { SocialBrandKey } from '../../content/icons';
import { socialLogos } from './logos/social';

/** A social network's or code host's logo. Loads only these logos, so the hero stays light. */
export function SocialIcon({ name, ...rest }: Omit<IconProps, 'icon'> & { name: SocialBrandKey }) {
  return <Icon icon={socialLogos[name]} {...rest} />;
}
