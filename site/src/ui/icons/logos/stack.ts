/** Logos of the wider technology stack (developer profiles, the technology grid). */
import type { StackBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { logoComponents } from './logoIcon';
import { stackLogoData } from './stack.data';

export const stackLogos: Record<StackBrandKey, SvgComponent> = logoComponents(stackLogoData);
