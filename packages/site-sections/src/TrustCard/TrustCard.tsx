import { useId, type ReactNode } from 'react';
import { Card, type CardBaseProps } from '@agency/design-system';
import * as styles from './TrustCard.css';

/** A short client quote inside the card. */
export interface TrustCardQuote {
  /** The words, without quotation marks (the card draws them). */
  text: string;
  /** Who said it: a role and company, or a name. */
  attribution: string;
}

export interface TrustCardProps extends CardBaseProps {
  /** The card's heading, e.g. 'Proven Results'. */
  title: string;
  /** A leading glyph tile, e.g. `<Icon icon={TrendingUp} contained="gradient" size="lg" />`. */
  icon?: ReactNode;
  /** One sentence under the title. */
  description?: ReactNode;
  /** A client quote, shown before the proof. */
  quote?: TrustCardQuote;
  /** The proof, pinned to the bottom of the card: a FigureList, a TagList... */
  children?: ReactNode;
}

/**
 * A claim and its proof (figures, a quote, standards): icon, title, sentence, then the evidence aligned
 * along the bottom, so a row of trust cards lines up. The card is an `<article>` named by its title.
 */
export function TrustCard({
  title,
  titleAs = 'h3',
  icon,
  description,
  quote,
  children,
  as = 'article',
  ...rest
}: TrustCardProps) {
  const titleId = useId();
  return (
    <Card.Root aria-labelledby={titleId} {...rest} as={as} elevation={2}>
      <Card.Content>
        {icon ? <Card.Top>{icon}</Card.Top> : null}
        <Card.Header>
          <Card.Title as={titleAs}>
            <span id={titleId}>{title}</span>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {description && <p className={styles.description}>{description}</p>}
          {quote && (
            <figure className={styles.quote}>
              <blockquote className={styles.blockquote}>
                <p className={styles.quoteText}>{quote.text}</p>
              </blockquote>
              <figcaption className={styles.attribution}>{quote.attribution}</figcaption>
            </figure>
          )}
        </Card.Body>
        {children ? (
          <Card.Footer>
            <div className={styles.proof}>{children}</div>
          </Card.Footer>
        ) : null}
      </Card.Content>
    </Card.Root>
  );
}
