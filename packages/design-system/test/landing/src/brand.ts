// Fernleaf Books' brand: its own colours, corners and typeface over the design system's light theme.
import { brandTheme } from '@agency/design-system/foundations';
import tokens from './tokens.json';

export const fernleaf = brandTheme(tokens);
