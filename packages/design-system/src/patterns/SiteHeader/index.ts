export {
  SiteHeader,
  type SiteHeaderProps,
  type SiteHeaderLink,
  type SiteHeaderAction,
  type SiteHeaderScrollFlags,
} from './SiteHeader';
