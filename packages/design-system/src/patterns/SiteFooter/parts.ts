export {
  SiteFooterRoot as Root,
  SiteFooterNewsletter as Newsletter,
  SiteFooterBottom as Bottom,
  SiteFooterLegal as Legal,
  SiteFooterPayments as Payments,
} from './SiteFooter';
export {
  SiteFooterColumns as Columns,
  SiteFooterBrand as Brand,
  SiteFooterSocial as Social,
  SiteFooterColumn as Column,
  SiteFooterContact as Contact,
  SiteFooterContactGroup as ContactGroup,
} from './FooterColumns';
