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
export { brandGradients, brandGradientNames, type BrandGradient, type BrandGradientRoles } from './gradients';
export { tones, type Tone } from './tone';
export { brandTheme, themeFromTokens, themeStyle, applyTheme, type Brand } from './brand';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
export { HighlightedText, type HighlightedTextProps } from './HighlightedText';
