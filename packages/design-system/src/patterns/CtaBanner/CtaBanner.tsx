import { useId, type ComponentPropsWithoutRef, type MouseEventHandler, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../../primitives/Button';
import * as styles from './CtaBanner.css';

/** One call to action of the banner: a link (`href`) or a button (`onClick`). */
export interface CtaBannerAction {
  /** The visible label, which is also the accessible name. */
  label: ReactNode;
  /** Where the action goes; internal paths render through the LinkProvider. */
  href?: string;
  /** For an action that does not navigate (renders a `<button>`). */
  onClick?: MouseEventHandler<HTMLElement>;
  /** Link target, e.g. `_blank` (give `rel` with it). */
  target?: string;
  rel?: string;
  /** A decorative icon after the label (e.g. an arrow). */
  iconEnd?: ReactNode;
  /** primary: solid, the main action · secondary: outlined. Default: the first action is primary, the rest secondary. */
  emphasis?: 'primary' | 'secondary';
}

export interface CtaBannerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The banner's heading, e.g. 'Ready to start?'. */
  title: ReactNode;
  /** A sentence or two under the title. */
  description?: ReactNode;
  /** Small uppercase label above the title. */
  eyebrow?: ReactNode;
  /** One to three actions, in order of importance. */
  actions?: readonly CtaBannerAction[];
  /** gradient: primary → accent panel with light text (closing call to action) · raised: quiet raised panel. */
  surface?: styles.CtaBannerVariants['surface'];
  /** split: text at the start, actions at the end from md up · center: everything centred. */
  layout?: styles.CtaBannerVariants['layout'];
  /** Heading level, to fit the page outline. */
  titleAs?: 'h2' | 'h3';
  /** Root element: a labelled `section` (a region named by the title) or a plain `div`. */
  as?: 'section' | 'div';
  ref?: Ref<HTMLElement>;
}

/**
 * The closing call to action of a page: a rounded panel with a title, a short text and one to three
 * actions. On the gradient surface the actions are drawn in the panel's own light colour, so they keep
 * their contrast in every theme.
 */
export function CtaBanner({
  title,
  description,
  eyebrow,
  actions = [],
  surface = 'gradient',
  layout = 'split',
  titleAs: Heading = 'h2',
  as = 'section',
  className,
  ref,
  ...rest
}: CtaBannerProps) {
  const titleId = useId();
  const Root = as as 'section';
  return (
    <Root
      aria-labelledby={as === 'section' ? titleId : undefined}
      {...rest}
      ref={ref as Ref<HTMLElement>}
      className={cx(styles.root({ surface, layout }), className)}
    >
      <span className={styles.decoration[surface]} aria-hidden="true" />
      <div className={styles.text({ layout })}>
        {eyebrow && <p className={styles.eyebrow[surface]}>{eyebrow}</p>}
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description && <p className={styles.description[surface]}>{description}</p>}
      </div>
      {actions.length > 0 && (
        <div className={styles.actions({ layout })}>
          {actions.map((action, index) => {
            const emphasis = action.emphasis ?? (index === 0 ? 'primary' : 'secondary');
            const common = {
              variant: emphasis,
              size: 'lg',
              iconEnd: action.iconEnd,
              className: surface === 'gradient' ? styles.onGradient[emphasis] : undefined,
            } as const;
            return action.href !== undefined ? (
              <Button
                key={index}
                {...common}
                href={action.href}
                target={action.target}
                rel={action.rel}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ) : (
              <Button key={index} {...common} onClick={action.onClick}>
                {action.label}
              </Button>
            );
          })}
        </div>
      )}
    </Root>
  );
}
