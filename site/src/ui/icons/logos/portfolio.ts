/** Logos of the technologies on portfolio cards. */
import { BrainCircuit } from 'lucide-react';
import type { PortfolioBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { logoComponents } from './logoIcon';
import { portfolioLogoData } from './portfolio.data';

export const portfolioLogos: Record<PortfolioBrandKey, SvgComponent> = {
  ...logoComponents(portfolioLogoData),
  // Not a brand: a generic mark for "Machine Learning" badges.
  'machine-learning': BrainCircuit,
};
