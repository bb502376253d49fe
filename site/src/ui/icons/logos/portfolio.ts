/** Logos of the technologies on portfolio cards. */
import { BrainCircuit } from 'lucide-react';
import { portfolioBrandKeys, type PortfolioBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import portfolioSprite from './portfolio.svg?url';

export const portfolioLogos: Record<PortfolioBrandKey, SvgComponent> = {
  ...spriteLogos(
    portfolioSprite,
    portfolioBrandKeys.filter((key) => key !== 'machine-learning'),
  ),
  // Not a brand: a generic mark for "Machine Learning" badges.
  'machine-learning': BrainCircuit,
};
