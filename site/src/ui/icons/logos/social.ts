/** Logos of social networks and code hosting (footer, hero, profiles). */
import { socialBrandKeys, type SocialBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import socialSprite from './social.svg?url';

export const socialLogos: Record<SocialBrandKey, SvgComponent> = spriteLogos('social', socialSprite, socialBrandKeys);
