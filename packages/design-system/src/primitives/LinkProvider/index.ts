export { LinkProvider, Link, isExternalHref, type LinkComponent, type LinkComponentProps } from './LinkProvider';
