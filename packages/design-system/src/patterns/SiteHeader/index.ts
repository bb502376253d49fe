export * as SiteHeader from './parts';
export type {
  SiteHeaderRootProps,
  SiteHeaderBrandProps,
  SiteHeaderNavProps,
  SiteHeaderMenuProps,
  SiteHeaderLink,
  SiteHeaderAction,
} from './SiteHeader';
