import {
  isValidElement,
  type AriaAttributes,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  type SVGProps,
} from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Icon.css';

/** An SVG element (`<Rocket />`) or an icon component (`Rocket`), e.g. from lucide-react or a brand-icon package. */
export type IconSource = ReactNode | ComponentType<SVGProps<SVGSVGElement>>;

/**
 * Icon's props, and the attributes it passes on to the element it renders: those an `<svg>` and a `<span>`
 * share, since that element is the SVG itself for a component source, and a span for an element source or
 * a tile. Icon sets `role`, `aria-hidden` and `aria-label` itself (see `label`), and the size (see `size`).
 */
export interface IconProps extends Omit<AriaAttributes, 'aria-hidden' | 'aria-label'> {
  className?: string;
  style?: CSSProperties;
  id?: string;
  lang?: string;
  [data: `data-${string}`]: string | number | boolean | undefined;
  /**
   * The icon: a component (`Rocket`, the lighter markup: Icon renders it as its one element, so it must
   * take SVG props, as lucide's and react-icons' do) or an element (`<Rocket />`, any node: Icon wraps it
   * in a span and sizes its `<svg>`), so content data can hold either.
   */
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
}

function isComponent(source: IconSource): source is ComponentType<SVGProps<SVGSVGElement>> {
  if (typeof source === 'function') return true;
  // forwardRef and memo components (lucide's icons) are objects with a $$typeof, but not elements.
  return typeof source === 'object' && source !== null && '$$typeof' in source && !isValidElement(source);
}

/**
 * Wraps any SVG icon (a lucide-react component or element, a brand icon, an inline SVG) at a token size and
 * colour, in as few elements as it can: a component source is rendered as the icon itself (one `<svg>`), an
 * element source in one span. Decorative by default (`aria-hidden`); give it a `label` when the icon alone
 * carries meaning. `contained` puts it on a tile (one span around the glyph), as on service and feature
 * cards.
 */
export function Icon({ icon, size = 'md', tone, label, contained, className, ...rest }: IconProps) {
  const Source = isComponent(icon) ? icon : undefined;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const look = styles.icon({ tone, contained: contained ?? 'none' });
  if (contained) {
    return (
      <span {...rest} {...a11y} className={cx(look, styles.tile[size], !Source && styles.tileSvg[size], className)}>
        {Source ? <Source aria-hidden="true" focusable="false" className={styles.glyph[size]} /> : (icon as ReactNode)}
      </span>
    );
  }
  if (Source) {
    return <Source {...rest} {...a11y} focusable="false" className={cx(look, styles.glyph[size], className)} />;
  }
  return (
    <span {...rest} {...a11y} className={cx(look, styles.glyph[size], styles.fill, className)}>
      {icon as ReactNode}
    </span>
  );
}
