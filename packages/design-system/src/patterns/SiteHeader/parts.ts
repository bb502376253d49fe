export {
  SiteHeaderRoot as Root,
  SiteHeaderBrand as Brand,
  SiteHeaderNav as Nav,
  SiteHeaderMenu as Menu,
  SiteHeaderTools as Tools,
} from './SiteHeader';
