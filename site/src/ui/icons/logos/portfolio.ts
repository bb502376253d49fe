/** Logos of the technologies on portfolio cards (and lucide's mark for "Machine Learning" badges). */
import { portfolioBrandKeys, type PortfolioBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import portfolioSprite from './portfolio.svg?url';

export const portfolioLogos: Record<PortfolioBrandKey, SvgComponent> = spriteLogos(
  'portfolio',
  portfolioSprite,
  portfolioBrandKeys,
);
