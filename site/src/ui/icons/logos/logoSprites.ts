/** The logo sprites' text, for the page's logo sheet: imported by the server render only. */
import payment from './payment.svg?raw';
import portfolio from './portfolio.svg?raw';
import social from './social.svg?raw';
import stack from './stack.svg?raw';
import type { LogoSpriteName } from './logoSheet';

export const logoSprites: Readonly<Record<LogoSpriteName, string>> = { payment, portfolio, social, stack };
