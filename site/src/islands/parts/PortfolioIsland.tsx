export { PortfolioGrid as default } from '../../pages/Home/PortfolioGrid';
