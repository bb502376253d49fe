import './global.css';

export { vars, type ThemeValues } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { focusRing, visuallyHidden } from './focus.css';
export { mediaUp, mediaDown, reducedMotion } from './media';
export { brandTheme, themeFromTokens, themeStyle, applyTheme, type Brand } from './brand';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
