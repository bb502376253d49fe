export * as SiteHeader from './parts';
export type {
  SiteHeaderRootProps,
  SiteHeaderBrandProps,
  SiteHeaderNavProps,
  SiteHeaderMenuProps,
  SiteHeaderToolsProps,
  SiteHeaderLink,
  SiteHeaderAction,
} from './SiteHeader';
