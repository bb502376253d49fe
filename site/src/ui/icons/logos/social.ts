/** Logos of social networks and code hosting (footer, hero, profiles). */
import type { SocialBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import { socialLogoKeys } from './social.keys';
import socialSprite from './social.svg?url';

export const socialLogos: Record<SocialBrandKey, SvgComponent> = spriteLogos(socialSprite, socialLogoKeys);
