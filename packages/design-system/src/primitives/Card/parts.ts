export { CardRoot as Root } from './CardRoot';
export { CardMedia as Media, CardBadges as Badges } from './CardMedia';
export {
  CardContent as Content,
  CardTop as Top,
  CardHeader as Header,
  CardTitle as Title,
  CardEyebrow as Eyebrow,
  CardBody as Body,
  CardFooter as Footer,
} from './CardContent';
export { CardLink as Link, CardButton as Button } from './CardLink';
