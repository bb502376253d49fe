import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Avatar } from '../../primitives/Avatar';
import { Card } from '../../primitives/Card';
import * as styles from './TestimonialCard.css';

export interface TestimonialCardProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** The client's words, without quotation marks. */
  quote: string;
  /** The person's name: also the source of the avatar's initials and colour. */
  name: string;
  /** The person's role and company, as one line: 'Head of Operations, Acme Logistics'. */
  jobTitle: string;
  /** A portrait; without one (or if it fails to load) the avatar shows the person's initials. */
  avatarSrc?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A client testimonial as a `<figure>`: quote mark, the quote in a `<blockquote>`, and a `<figcaption>` with
 * the person's avatar (initials unless a portrait is given), name, and role with company. The avatar is
 * decorative: the name is written beside it.
 */
export function TestimonialCard({ quote, name, jobTitle, avatarSrc, className, ...rest }: TestimonialCardProps) {
  return (
    <Card.Root {...rest} as="figure" padding="lg" elevation={2} className={cx(styles.card, className)}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <Avatar name={name} src={avatarSrc} size="md" decorative />
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>{jobTitle}</span>
        </span>
      </figcaption>
    </Card.Root>
  );
}
