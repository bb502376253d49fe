export { CtaBanner, type CtaBannerProps, type CtaBannerAction } from './CtaBanner';
