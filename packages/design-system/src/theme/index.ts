import './global.css';

export { vars, type ThemeValues } from './contract.css';
export { lightTheme, darkTheme, systemTheme } from './themes.css';
export {
  themeChoices,
  themeChoiceAttribute,
  themeChoiceStorageKey,
  currentThemeChoice,
  setThemeChoice,
  subscribeThemeChoice,
  applyRememberedThemeChoice,
  themeChoiceScript,
  type ThemeChoice,
} from './themeChoice';
export { focusRing, visuallyHidden } from './focus.css';
export { focusRingStyle, focusRingOn, type FocusRingOptions } from './focus';
export {
  brandGradients,
  brandGradientNames,
  gradientImage,
  type BrandGradient,
  type BrandGradientRoles,
} from './gradients';
export { gradientTile, iconTile, gradientFill, gradientText } from './gradients.css';
export { heroBackdrop } from './hero.css';
export { belowNavBar } from './navBar';
export { eyebrowText, overlineText, leadText, cardTitleText, cardBodyText } from './text';
export { plainList } from './list';
export { mediaUp, mediaDown, reducedMotion } from './media';
export { tones, type Tone } from './tone';
export { brandTheme, themeFromTokens, themeStyle, applyTheme, type Brand } from './brand';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
export { HighlightedText, type HighlightedTextProps } from './HighlightedText';
