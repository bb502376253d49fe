import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx, Card, type BrandGradient, type CardBaseProps } from '@agency/design-system';
import { visuallyHidden, gradientTile } from '@agency/design-system/foundations';
import * as styles from './ServiceCard.css';

export interface ServiceCardProps
  extends Omit<CardBaseProps, 'children'>, Pick<ComponentPropsWithoutRef<'article'>, 'onClick'> {
  /** The service's name; also the card link's accessible name. */
  title: string;
  /** One or two sentences about the service. */
  description: ReactNode;
  /** The service's glyph (decorative), e.g. lucide's `<Code />`, shown on a gradient tile. */
  icon: ReactNode;
  /** The brand gradient of the icon tile and the hover bar. */
  gradient?: BrandGradient;
  /** Where the card leads. The whole card is one link (through LinkProvider); the title is its text. */
  href: string;
  /** What the link does, for assistive technology only (its description), e.g. 'Book this service'. */
  linkHint?: string;
  /**
   * Instead of `linkHint`: the id of an element elsewhere on the page whose text describes the link, so
   * that a grid of cards with the same hint shares one element instead of one per card.
   */
  linkHintId?: string;
}

/**
 * A service in a grid ('Our Expertise'): a gradient icon tile, the title and a short description. The
 * whole card is one link with the title as its name; hovering lifts it and draws a gradient bar on top.
 * The link's click (a pointer anywhere on the card, or Enter) bubbles to the root's `onClick`.
 */
export function ServiceCard({
  title,
  description,
  icon,
  gradient = 'primary-accent',
  href,
  linkHint,
  linkHintId,
  titleAs: Heading = 'h3',
  className,
  ...rest
}: ServiceCardProps) {
  const ownHintId = useId();
  const hintId = linkHintId ?? (linkHint ? ownHintId : undefined);
  return (
    <Card.Root {...rest} padding="md" interactive className={cx(styles.card, styles.barGradient[gradient], className)}>
      <div className={styles.layout}>
        <span className={cx(styles.tile, gradientTile[gradient])} aria-hidden="true">
          {icon}
        </span>
        <Heading className={styles.title}>
          <Card.Link href={href} aria-describedby={hintId}>
            {title}
          </Card.Link>
        </Heading>
        {linkHint && !linkHintId && (
          <span id={ownHintId} className={visuallyHidden}>
            {linkHint}
          </span>
        )}
        <p className={styles.description}>{description}</p>
      </div>
    </Card.Root>
  );
}
