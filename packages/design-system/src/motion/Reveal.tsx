import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { vars } from '../theme/contract.css';
import { cx } from '../utils/cx';
import * as styles from './Reveal.css';
import { revealOnScrollFlag } from './revealOnScrollFlag';

export interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: ReactNode;
  /**
   * When it plays. `scroll` (default): as it scrolls into view, 100 px in. `load`: from the first
   * paint (a page's opening content), held while a splash covers the page. `group`: as it scrolls
   * into view, but the group stays in place and its `RevealItem`s play, each after its own delay.
   */
  trigger?: 'scroll' | 'load' | 'group';
  /** Seconds to wait before playing. */
  delay?: number;
  /**
   * Scroll-in only: play the first time (default), or (false) again each time it comes back into view
   * from below. Either way, what the visitor has scrolled past stays shown, and print shows everything.
   */
  once?: boolean;
  /** `load` only: false holds it at its start (hidden) until it turns true. Default true. */
  play?: boolean;
  ease?: keyof typeof vars.easing;
  /** The element to render. Default `div`. */
  as?: ElementType;
  /**
   * Render no element of its own: the reveal goes on its only child, which must pass `className`,
   * `style` and `data-*` attributes to its root element (every design-system component does). One
   * wrapper fewer per revealed card; in a grid, the card itself is the grid item.
   */
  asChild?: boolean;
}

type RevealChild = ReactElement<HTMLAttributes<HTMLElement> & { 'data-reveal'?: string }>;

/** `var(--name)` → `--name`: the custom property a vanilla-extract variable stands for. */
const property = (variable: string) => variable.slice('var('.length, -1);

// Inline custom properties, set directly: `@vanilla-extract/dynamic` would add half a kilobyte to
// every page's first view for these two.
function timing(
  delay: number,
  ease: keyof typeof vars.easing | undefined,
  style: CSSProperties | undefined,
): CSSProperties | undefined {
  if (delay <= 0 && !ease) return style;
  return {
    ...style,
    ...(delay > 0 ? { [property(styles.delayVar)]: `${delay}s` } : {}),
    ...(ease ? { [property(styles.easeVar)]: vars.easing[ease] } : {}),
  } as CSSProperties;
}

/**
 * The design system's one motion primitive: content fades up (800 ms, 24 px, once, ease-out-cubic) as it
 * scrolls into view or, for opening content, from the first paint. Delays are in seconds: the home page uses
 * 0, 0.1, 0.2, 0.3, 0.5 and 0.6. It is CSS, and the content is in the HTML visible: a script that has already
 * run hides only what is still below the fold (see `revealOnScroll`), so slow, blocked or not-yet-hydrated
 * scripts never hide anything. Under reduced motion, and in print, it is simply there, never hidden.
 */
export function Reveal({
  children,
  trigger = 'scroll',
  delay = 0,
  once = true,
  play = true,
  ease,
  as: Element = 'div',
  asChild = false,
  className,
  style,
  ...rest
}: RevealProps) {
  useEffect(() => {
    // A prerendered page has run the script already (it also sees elements added later); elsewhere
    // (a page rendered in the browser, Storybook) it starts here.
    if (trigger === 'load' || (window as unknown as Record<string, unknown>)[revealOnScrollFlag]) return;
    void import('./revealOnScroll').then((module) => module.startRevealOnScroll());
  }, [trigger]);
  const entrance = { scroll: styles.onScroll, load: styles.onLoad, group: styles.group }[trigger];
  const reveal = {
    ...rest,
    className: cx(entrance, className),
    'data-reveal': trigger,
    'data-reveal-once': trigger !== 'load' && !once ? 'false' : undefined,
    'data-reveal-paused': trigger === 'load' && !play ? '' : undefined,
    style: timing(delay, ease, style),
    // The scroll-in script marks what waits below the fold before the page hydrates, by design.
    suppressHydrationWarning: true,
  };
  if (asChild) {
    const child: unknown = Children.only(children);
    if (!isValidElement(child)) throw new Error('Reveal asChild: its child must be one element');
    const { props } = child as RevealChild;
    return cloneElement(child as RevealChild, {
      ...reveal,
      className: cx(reveal.className, props.className),
      style: { ...props.style, ...reveal.style },
    });
  }
  return <Element {...reveal}>{children}</Element>;
}

export interface RevealItemProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: ReactNode;
  /** Seconds after the group starts playing: e.g. `index * 0.2` for a 0.2 s stagger. */
  delay?: number;
  ease?: keyof typeof vars.easing;
  as?: ElementType;
}

/** A part of a `<Reveal trigger="group">` that plays, after its delay, when the group scrolls into view. */
export function RevealItem({
  children,
  delay = 0,
  ease,
  as: Element = 'div',
  className,
  style,
  ...rest
}: RevealItemProps) {
  return (
    <Element {...rest} className={cx(styles.item, className)} data-reveal-item="" style={timing(delay, ease, style)}>
      {children}
    </Element>
  );
}
