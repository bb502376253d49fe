import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children' | 'onClick'> {
  /** Id of the element to jump to (the page's `<main>`, with `tabIndex={-1}`). */
  targetId: string;
  /** Link text. */
  label?: string;
}

/**
 * The first stop of the keyboard on every page: hidden until focused, then shown above the navigation
 * bar; it moves focus past the navigation to the main content.
 */
export function SkipLink({ targetId, label = 'Skip to main content', className, ...rest }: SkipLinkProps) {
  return (
    <a
      {...rest}
      href={`#${targetId}`}
      className={cx(styles.link, className)}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView();
      }}
    >
      {label}
    </a>
  );
}
