import {
  cloneElement,
  Fragment,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SVGProps,
} from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import * as styles from './Badge.css';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Semantic colour: neutral for lists (technologies), the others for meaning (type, status, progress). */
  tone?: styles.BadgeVariants['tone'];
  /** subtle: tinted background, strong text (the default) · solid: filled, for emphasis or over images. */
  variant?: styles.BadgeVariants['variant'];
  size?: styles.BadgeVariants['size'];
  /**
   * A small icon before the label (decorative: hidden from assistive technology). An SVG element
   * (`<svg>`, or a component that renders one and passes its props on, as lucide's `<Check />` and
   * react-icons' do) is the badge's own child, sized to it; any other node sits in a slot of that size.
   */
  icon?: ReactNode;
  /** The label: a word ('guide'), a figure ('70%') or a count. */
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * An SVG element, or an element of a component taken to render one: not an HTML element, a fragment
 * or an `Icon` (which sizes itself: it keeps its own size in the slot, as it always has).
 */
function isSvgElement(node: ReactNode): node is ReactElement<SVGProps<SVGSVGElement>> {
  if (!isValidElement(node)) return false;
  return typeof node.type === 'string' ? node.type === 'svg' : node.type !== Fragment && node.type !== Icon;
}

type BadgeLook = Pick<BadgeProps, 'tone' | 'variant' | 'size' | 'icon' | 'children'>;

/**
 * A badge's class and content, for an element of another kind to be the badge itself (TagList's list
 * items are badges, not items holding one). Not exported from the package.
 */
export function badgeParts({ tone, variant, size, icon, children }: BadgeLook) {
  return {
    className: styles.badge({ tone, variant, size }),
    content: (
      <>
        {isSvgElement(icon)
          ? cloneElement(icon, { 'aria-hidden': true, focusable: 'false' })
          : icon && (
              <span className={styles.icon({ size })} aria-hidden="true">
                {icon}
              </span>
            )}
        <span className={styles.label}>{children}</span>
      </>
    ),
  };
}

/**
 * A small, non-interactive pill label for technologies, resource types, percent complete and counts. Every
 * tone × variant is a checked contrast pair in both themes.
 */
export function Badge({ tone, variant, size, icon, children, className, ...rest }: BadgeProps) {
  const badge = badgeParts({ tone, variant, size, icon, children });
  return (
    <span {...rest} className={cx(badge.className, className)}>
      {badge.content}
    </span>
  );
}
