import { vars } from './contract.css';

/**
 * A top padding for a page's first block, which runs under the fixed navigation bar: the bar's height
 * and `gap` of room below it.
 */
export const belowNavBar = (gap: string): string => `calc(${vars.size.navHeight} + ${gap})`;
