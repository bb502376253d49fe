export * as Card from './parts';
export type { CardRootProps, CardBaseProps } from './CardRoot';
export type { CardMediaProps, CardBadgesProps } from './CardMedia';
export type {
  CardContentProps,
  CardTopProps,
  CardHeaderProps,
  CardTitleProps,
  CardEyebrowProps,
  CardBodyProps,
  CardFooterProps,
} from './CardContent';
export type { CardLinkProps, CardButtonProps } from './CardLink';
export type { CardSize } from './Card.css';
export type { CardVariants } from './CardShell.css';
