import {
  isValidElement,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
  type Ref,
  type SVGProps,
} from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Icon.css';

/** An SVG element (`<Rocket />`) or an icon component (`Rocket`), e.g. from lucide-react or a brand-icon package. */
export type IconSource = ReactNode | ComponentType<SVGProps<SVGSVGElement>>;

export interface IconProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'role'> {
  /** The icon: an element (`<Rocket />`) or a component (`Rocket`), so content data can hold either. */
  icon: IconSource;
  /** Glyph size: sm 16 · md 20 · lg 24 · xl 32 px. A tile is twice as large. */
  size?: keyof typeof styles.glyph;
  /**
   * Semantic colour (neutral is the muted text colour). Without one the icon takes the text colour
   * around it. Ignored inside a tile, which sets its own pair.
   */
  tone?: styles.IconVariants['tone'];
  /**
   * What the icon means, when nothing next to it says so: the icon becomes an image (`role="img"`) with
   * this name. Without it the icon is decoration, hidden from assistive technology.
   */
  label?: string;
  /**
   * Puts the icon in a rounded square tile, as on service and feature cards: `subtle` (primary on
   * primarySubtle), `accent` (accent on accentSubtle) or `gradient` (onPrimary on the primary→accent gradient).
   */
  contained?: Exclude<styles.IconVariants['contained'], 'none'>;
  ref?: Ref<HTMLSpanElement>;
}

function isComponent(source: IconSource): source is ComponentType<SVGProps<SVGSVGElement>> {
  if (typeof source === 'function') return true;
  // forwardRef and memo components (lucide's icons) are objects with a $$typeof, but not elements.
  return typeof source === 'object' && source !== null && '$$typeof' in source && !isValidElement(source);
}

/** Sizes, colours and labels any SVG icon, bare or in a tile. */
export function Icon({ icon, size = 'md', tone, label, contained, className, ...rest }: IconProps) {
  const Source = isComponent(icon) ? icon : undefined;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span
      {...rest}
      {...a11y}
      className={cx(
        styles.icon({ tone, contained: contained ?? 'none' }),
        contained ? styles.tile[size] : styles.glyph[size],
        className,
      )}
    >
      <span className={cx(styles.inner, styles.glyph[size])}>
        {Source ? <Source aria-hidden="true" focusable="false" /> : (icon as ReactNode)}
      </span>
    </span>
  );
}
