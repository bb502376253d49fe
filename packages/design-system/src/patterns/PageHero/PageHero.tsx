import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Container } from '../../layout';
import { cx } from '../../utils/cx';
import { SectionHeading } from '../SectionHeading';
import * as styles from './PageHero.css';

export interface PageHeroProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The page's `h1`. */
  title: string;
  /** Part of the title drawn in the brand gradient. */
  highlight?: string;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  subtitle?: ReactNode;
  /** Calls to action under the subtitle. */
  actions?: ReactNode;
  /** Content beside the text from lg up (an illustration); stacked under it on narrow screens. */
  aside?: ReactNode;
  align?: keyof typeof styles.align;
  ref?: Ref<HTMLElement>;
}

/**
 * The banner at the top of every inner page: the page's `h1` with an optional eyebrow, subtitle, actions and
 * an aside (an illustration, beside the text from lg up, under it on narrow screens). It pads itself below
 * the fixed 5rem navigation bar and sits on a soft brand glow with a fine grid.
 */
export function PageHero({
  title,
  highlight,
  eyebrow,
  subtitle,
  actions,
  aside,
  align = 'center',
  className,
  ...rest
}: PageHeroProps) {
  return (
    <section {...rest} className={cx(styles.root, className)}>
      <span className={styles.rule} aria-hidden="true" />
      <Container className={cx(styles.inner, aside !== undefined && styles.withAside)}>
        <div className={cx(styles.text, styles.align[align])}>
          <SectionHeading
            as="h1"
            size="lg"
            title={title}
            highlight={highlight}
            eyebrow={eyebrow}
            description={subtitle}
            align={align}
          />
          {actions !== undefined && <div className={cx(styles.actions, styles.actionsAlign[align])}>{actions}</div>}
        </div>
        {aside !== undefined && <div className={styles.aside}>{aside}</div>}
      </Container>
    </section>
  );
}
