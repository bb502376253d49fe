export { CardShell, CardLink, type CardShellProps, type CardBaseProps } from './CardShell';
export { Card, type CardProps, type CardStaticProps, type CardAsLinkProps, type CardAsButtonProps } from './Card';
export type { CardSize } from './Card.css';
export type { CardVariants } from './CardShell.css';
