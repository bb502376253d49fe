import type { ReactNode } from 'react';
import { cx, Card, type BrandGradient, type CardBaseProps } from '@agency/design-system';
import { gradientTile, iconTile } from '@agency/design-system/foundations';
import * as styles from './FeatureCard.css';

/** A claimed figure: `value` drawn large over its `label`. */
export interface FeatureCardStat {
  /** The figure, e.g. '99.99%'. */
  value: string;
  /** What it measures, e.g. 'uptime'. */
  label: string;
}

export interface FeatureCardProps extends Omit<CardBaseProps, 'children'> {
  /** The feature's name (the card's heading). */
  title: string;
  /** One or two sentences about the feature. */
  description: ReactNode;
  /** The feature's glyph (decorative), e.g. lucide's `<Lock />`, shown on a gradient tile. */
  icon: ReactNode;
  /** The brand gradient of the icon tile. */
  gradient?: BrandGradient;
  /** Claimed figures, shown as a definition list (label, then value for assistive technology). */
  stats?: readonly FeatureCardStat[];
  /** Short highlights, listed with check marks (the spec's cards have three). */
  highlights?: readonly ReactNode[];
}

/** A static feature card: icon tile, title, description, a large claimed figure and a checklist. */
export function FeatureCard({
  title,
  description,
  icon,
  gradient = 'primary-accent',
  stats = [],
  highlights = [],
  titleAs: Heading = 'h3',
  className,
  ...rest
}: FeatureCardProps) {
  return (
    <Card.Root {...rest} padding="md" elevation={2} className={cx(styles.card, className)}>
      <div className={styles.header}>
        <span className={cx(iconTile, gradientTile[gradient])} aria-hidden="true">
          {icon}
        </span>
        <Heading className={styles.title}>{title}</Heading>
      </div>
      <p className={styles.description}>{description}</p>
      {stats.length > 0 && (
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={`${stat.value} ${stat.label}`} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {highlights.length > 0 && (
        <ul className={styles.highlights}>
          {highlights.map((highlight, index) => (
            <li key={index} className={styles.highlight}>
              {highlight}
            </li>
          ))}
        </ul>
      )}
    </Card.Root>
  );
}
