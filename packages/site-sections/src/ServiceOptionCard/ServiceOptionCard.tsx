import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, Badge, Button, Card, Glyph } from '@agency/design-system';
import * as styles from './ServiceOptionCard.css';

export interface ServiceOptionCardProps extends Omit<
  ComponentPropsWithRef<'article'>,
  'title' | 'children' | 'onSelect'
> {
  /** The service's name: the card's heading. */
  title: string;
  /** Heading level of the title, to fit the page outline. Default 'h3'. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** A leading icon tile (e.g. `<Icon icon={Code} contained="gradient" size="lg" />`); decorative. */
  icon?: ReactNode;
  /** What the service is, in a sentence or two. */
  description: ReactNode;
  /** The key features, shown as a checked list under a visible label, e.g. 'Key features'. */
  features: { label: string; items: readonly ReactNode[] };
  /** The button's label, e.g. 'Select Service'. The button is described by the card's title. */
  actionLabel: ReactNode;
  /** Called when the visitor picks this service. */
  onSelect: () => void;
  /** This service is the one currently chosen: the card is outlined and shows `selectedLabel`. */
  selected?: boolean;
  /** The badge text of a selected card, e.g. 'Selected'. */
  selectedLabel?: ReactNode;
}

/**
 * A service a visitor can choose, e.g. to pre-fill a booking form: icon, title, description, a list
 * of key features and one select button. Several cards share the button label, so each button is
 * described by its card's title ("Select Service, Web Development").
 */
export function ServiceOptionCard({
  title,
  titleAs: Heading = 'h3',
  icon,
  description,
  features,
  actionLabel,
  onSelect,
  selected = false,
  selectedLabel = 'Selected',
  className,
  ...rest
}: ServiceOptionCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const featuresId = `${id}-features`;
  return (
    <Card.Root
      {...rest}
      padding="md"
      aria-labelledby={titleId}
      selected={selected}
      elevation={selected ? 2 : 1}
      className={cx(styles.card, className)}
    >
      {(icon !== undefined || selected) && (
        <div className={styles.top}>
          {icon}
          {selected && (
            <Badge tone="primary" icon={<Glyph name="check" />} className={styles.badge}>
              {selectedLabel}
            </Badge>
          )}
        </div>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      <div className={styles.features}>
        <p id={featuresId} className={styles.featuresLabel}>
          {features.label}
        </p>
        <ul aria-labelledby={featuresId} className={styles.featureList}>
          {features.items.map((feature, index) => (
            <li key={index} className={styles.feature}>
              <Glyph name="check-stroke-3" className={styles.check} aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.footer}>
        <Button variant={selected ? 'primary' : 'secondary'} fullWidth aria-describedby={titleId} onClick={onSelect}>
          {actionLabel}
        </Button>
      </div>
    </Card.Root>
  );
}
