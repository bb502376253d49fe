export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps } from './Button';
