/** Logos of the wider technology stack (developer profiles, the technology grid). */
import { stackBrandKeys, type StackBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import stackSprite from './stack.svg?url';

export const stackLogos: Record<StackBrandKey, SvgComponent> = spriteLogos('stack', stackSprite, stackBrandKeys);
