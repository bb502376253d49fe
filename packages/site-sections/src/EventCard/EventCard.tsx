import type { ReactNode } from 'react';
import { Button, Card, Glyph, type CardBaseProps } from '@agency/design-system';
import * as styles from './EventCard.css';
import { CardActionLabel, newTabProps } from '../cardLinks';

export interface EventAction {
  /** The visible label, e.g. 'Register Now'. The event's title follows it, visually hidden, in the link's name. */
  label: string;
  href: string;
  /** Opens in a new tab, with `rel="noopener noreferrer"`. */
  newTab?: boolean;
  /** Added, visually hidden, to the link's name when it opens a new tab, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
}

export interface EventCardProps extends Omit<CardBaseProps, 'children'> {
  /** The event's title: the card's heading. */
  title: string;
  /** The day as an ISO date (`2023-06-15`): the `<time>` value and the source of the calendar tile. */
  dateTime: string;
  /** The day as displayed, e.g. 'June 15, 2023'. */
  date: ReactNode;
  /** The time range as displayed, with its time zone. */
  time?: ReactNode;
  /** What the event is about. */
  description?: ReactNode;
  /** The registration link, along the bottom of the card. */
  action?: EventAction;
}

/** Month abbreviation and day of an ISO date, read in UTC so the tile never shifts with the viewer's time zone. */
export function calendarParts(dateTime: string, locale = 'en-US'): { month: string; day: string } {
  const date = new Date(`${dateTime.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return { month: '', day: '' };
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  return { month: part({ month: 'short' }), day: part({ day: 'numeric' }) };
}

/**
 * An event or training session: a calendar tile, title, date and time, description and a registration
 * link. The tile's month is abbreviated in the card's `lang` (default `en-US`).
 */
export function EventCard({
  title,
  dateTime,
  date,
  time,
  description,
  action,
  titleAs = 'h3',
  as = 'article',
  ...rest
}: EventCardProps) {
  const { month, day } = calendarParts(dateTime, rest.lang || 'en-US');
  return (
    <Card.Root {...rest} as={as}>
      <Card.Content>
        <Card.Top>
          {/* The date is written out below; the tile is its picture. */}
          <span className={styles.tile} aria-hidden="true">
            <span className={styles.month}>{month}</span>
            <span className={styles.day}>{day}</span>
          </span>
        </Card.Top>
        <Card.Header>
          <Card.Title as={titleAs}>{title}</Card.Title>
        </Card.Header>
        <Card.Body>
          <ul className={styles.meta}>
            <li className={styles.metaItem}>
              <Glyph name="calendar" aria-hidden="true" className={styles.metaIcon} />
              <time dateTime={dateTime}>{date}</time>
            </li>
            {time !== undefined && (
              <li className={styles.metaItem}>
                <Glyph name="clock" aria-hidden="true" className={styles.metaIcon} />
                <span>{time}</span>
              </li>
            )}
          </ul>
          {description !== undefined && <p>{description}</p>}
        </Card.Body>
        {action && (
          <Card.Footer>
            <Button variant="secondary" size="sm" href={action.href} {...newTabProps(action.newTab)}>
              <CardActionLabel
                label={action.label}
                title={title}
                newTab={action.newTab}
                newTabHint={action.newTabHint}
              />
            </Button>
          </Card.Footer>
        )}
      </Card.Content>
    </Card.Root>
  );
}
