export * as SiteFooter from './parts';
export type {
  SiteFooterRootProps,
  SiteFooterNewsletterProps,
  SiteFooterBottomProps,
  SiteFooterLegalProps,
  SiteFooterPaymentsProps,
  FooterPayment,
} from './SiteFooter';
export type {
  SiteFooterColumnsProps,
  SiteFooterBrandProps,
  SiteFooterSocialProps,
  SiteFooterColumnProps,
  SiteFooterContactProps,
  SiteFooterContactGroupProps,
  FooterSocialLink,
  FooterContactItem,
} from './FooterColumns';
export type { FooterLink } from './context';
