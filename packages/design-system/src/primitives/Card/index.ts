export {
  Card,
  CardShell,
  CardLink,
  type CardProps,
  type CardStaticProps,
  type CardAsLinkProps,
  type CardAsButtonProps,
  type CardShellProps,
} from './Card';
export type { CardSize, CardVariants } from './Card.css';
