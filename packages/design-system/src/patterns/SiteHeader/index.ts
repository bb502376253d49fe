export { SiteHeader, type SiteHeaderProps, type SiteHeaderLink, type SiteHeaderAction } from './SiteHeader';
