import type { ReactNode } from 'react';
import { Badge, type BadgeProps, Button, Card, Glyph, type CardBaseProps } from '@agency/design-system';
import { CardActionLabel, newTabProps } from '../cardLinks';

export interface ResourceAction {
  /** The visible label, e.g. 'View Resource' or 'Download'. The card's title follows it ('View Resource – Title'), visually hidden, in the link's name. */
  label: string;
  href: string;
  /** Opens in a new tab, with `rel="noopener noreferrer"`. */
  newTab?: boolean;
  /** Added, visually hidden, to the link's name when it opens a new tab, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
  /** An icon after the label; an arrow by default (pointing up-right for a new tab). */
  icon?: ReactNode;
}

export interface ResourceCardProps extends CardBaseProps {
  /** The resource's title: the card's heading. */
  title: string;
  /** One or two sentences about it. */
  description?: ReactNode;
  /** The type badge's text, e.g. 'Guide'. */
  type: ReactNode;
  /** The type badge's colour family. */
  tone?: BadgeProps['tone'];
  /** A leading icon tile for the type (e.g. `<Icon contained="subtle" />`). */
  icon?: ReactNode;
  /** The link to the resource, along the bottom of the card. */
  action: ResourceAction;
}

/**
 * A guide, video, tool or document: type badge, title, description and one link. Its children, under
 * the description, say more about it: its subjects (a `TagList`), how long it takes to read. Every
 * card's link reads the same ('View Resource'), so its accessible name carries the title as well.
 */
export function ResourceCard({
  title,
  description,
  children,
  type,
  tone = 'neutral',
  icon,
  action,
  titleAs = 'h3',
  as = 'article',
  ...rest
}: ResourceCardProps) {
  const arrow = action.icon ?? <Glyph name={action.newTab ? 'arrow-up-right' : 'arrow-right'} />;
  return (
    <Card.Root {...rest} as={as}>
      <Card.Content>
        <Card.Top>
          {icon}
          <Card.Badges>
            <Badge tone={tone} size="sm">
              {type}
            </Badge>
          </Card.Badges>
        </Card.Top>
        <Card.Header>
          <Card.Title as={titleAs}>{title}</Card.Title>
        </Card.Header>
        <Card.Body>
          {description !== undefined && <p>{description}</p>}
          {children}
        </Card.Body>
        <Card.Footer>
          <Button variant="link" href={action.href} {...newTabProps(action.newTab)} iconEnd={arrow}>
            <CardActionLabel label={action.label} title={title} newTab={action.newTab} newTabHint={action.newTabHint} />
          </Button>
        </Card.Footer>
      </Card.Content>
    </Card.Root>
  );
}
