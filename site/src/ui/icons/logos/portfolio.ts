/** Logos of the technologies on portfolio cards. */
import { BrainCircuit } from 'lucide-react';
import type { PortfolioBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import { portfolioLogoKeys } from './portfolio.keys';
import portfolioSprite from './portfolio.svg?url';

export const portfolioLogos: Record<PortfolioBrandKey, SvgComponent> = {
  ...spriteLogos(portfolioSprite, portfolioLogoKeys),
  // Not a brand: a generic mark for "Machine Learning" badges.
  'machine-learning': BrainCircuit,
};
