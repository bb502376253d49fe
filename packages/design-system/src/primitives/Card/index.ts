export { Card, type CardProps, type CardStaticProps, type CardLinkProps, type CardButtonProps } from './Card';
