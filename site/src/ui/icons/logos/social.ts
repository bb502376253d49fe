/** Logos of social networks and code hosting (footer, hero, profiles). */
import type { SocialBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { logoComponents } from './logoIcon';
import { socialLogoData } from './social.data';

export const socialLogos: Record<SocialBrandKey, SvgComponent> = logoComponents(socialLogoData);
