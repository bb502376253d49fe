import {
  Children,
  cloneElement,
  isValidElement,
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from './cx';

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Renders no element of its own: its props go on its only child (class names and styles merged, its
 * `ref` in place of the child's own), which must pass them to its root element (every design-system
 * component does). What `asChild` means in the motion folder: a `LayoutItem` that is the card itself,
 * not a wrapper around it.
 */
export function Slot({ children, className, style, ...rest }: SlotProps) {
  const child: unknown = Children.only(children);
  if (!isValidElement(child)) throw new Error('asChild: the child must be one element');
  const { props } = child as ReactElement<HTMLAttributes<HTMLElement>>;
  return cloneElement(child as ReactElement<HTMLAttributes<HTMLElement>>, {
    ...rest,
    className: cx(className, props.className),
    style: { ...props.style, ...style } as CSSProperties,
  });
}
