export {
  SiteFooter,
  type SiteFooterProps,
  type FooterLink,
  type FooterColumn,
  type FooterContactItem,
  type FooterContactGroup,
  type FooterSocialLink,
  type FooterPayment,
} from './SiteFooter';
