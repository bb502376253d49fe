import { ArrowRight } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button, CardShell, cx, ProgressBar } from '@agency/design-system';
import * as styles from './ProjectCard.css';

/** A link at the bottom of the card. */
export interface ProjectCardLink {
  /** The visible text, e.g. 'Live Demo'. */
  label: string;
  href: string;
  /**
   * A fuller accessible name when several cards share the same visible text; it should start with the
   * visible text, e.g. 'Live Demo: School Management System (opens in a new tab)'.
   */
  'aria-label'?: string;
  /** A small decorative glyph before the text (a bare SVG element or an `<Icon size="sm" />`). */
  icon?: ReactNode;
  /** Open in a new tab (`target="_blank"`, `rel="noopener noreferrer"`). */
  newTab?: boolean;
}

/** One fact in the card's meta row, e.g. a clock glyph, 'Timeline' and '2 months'. */
export interface ProjectCardMetaItem {
  /**
   * A small decorative glyph, one `<svg>` hidden from assistive technology (a bare lucide SVG or an
   * `<Icon size="sm" />`), shown 16 px in the primary colour with no wrapper of its own.
   */
  icon?: ReactNode;
  /** The fact's name or the whole fact ('Team: 2'). */
  label: ReactNode;
  /** The fact's value, shown stronger after the label ('2 months'). */
  value?: ReactNode;
}

export interface ProjectCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children' | 'onClick'> {
  /** The project's name: the card's heading and its accessible name. */
  title: string;
  /** Heading level of the title, to fit the page outline; the features heading is one level below. */
  titleAs?: 'h2' | 'h3';
  /** A screenshot or illustration (an `<img>` with its own alt text), edge to edge at the top. */
  media: ReactNode;
  /** Aspect ratio of the media area, as CSS. Default '16 / 10'. */
  mediaAspectRatio?: string;
  /** A short number tag over the top-left of the media, e.g. '01' (decorative: list order says it). */
  tag?: string;
  /** Badges over the top-right of the media, e.g. `<Badge tone="primary" variant="solid">70% Complete</Badge>`. */
  status?: ReactNode;
  /** One or two sentences about the project. */
  description: ReactNode;
  /** The technologies, e.g. a `<TagList aria-label="Technologies" />`. */
  technologies?: ReactNode;
  /** A row of small facts: timeline, team size... */
  meta?: readonly ProjectCardMetaItem[];
  /** Percent complete with its visible label, shown as a progress bar. */
  progress?: { value: number; label: string };
  /** A titled checklist of what the product does. */
  features?: { title: string; items: readonly string[] };
  /** Secondary links, side by side: source code, live demo... */
  links?: readonly ProjectCardLink[];
  /** The card's main link, full width along the bottom, e.g. 'View Case Study'. */
  action?: ProjectCardLink;
  /** The card's root element. */
  as?: 'article' | 'div' | 'li';
  ref?: Ref<HTMLElement>;
}

const newTabProps = (link: ProjectCardLink) =>
  link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { target: undefined, rel: undefined };

/**
 * A portfolio project: screenshot with a number tag and status, title, description, technologies,
 * facts, progress, key features, then source/demo links and a main action aligned along the bottom.
 *
 * Each part is a row of the card's grid; cards side by side in a grid (`Grid`) take their rows from it
 * (CSS subgrid), so a two-line title or a longer description moves the facts, progress and features of
 * the whole row together.
 */
export function ProjectCard({
  title,
  titleAs = 'h3',
  media,
  mediaAspectRatio = '16 / 10',
  tag,
  status,
  description,
  technologies,
  meta,
  progress,
  features,
  links,
  action,
  as = 'article',
  className,
  ...rest
}: ProjectCardProps) {
  const titleId = useId();
  const Title = titleAs;
  const FeaturesHeading = titleAs === 'h2' ? 'h3' : 'h4';
  const hasLinks = links !== undefined && links.length > 0;

  return (
    <CardShell
      {...rest}
      as={as}
      aria-labelledby={titleId}
      elevation={2}
      padding="none"
      className={cx(styles.card, className)}
    >
      <div className={styles.media} style={{ aspectRatio: mediaAspectRatio }}>
        {media}
        {tag && (
          <span className={styles.tag} aria-hidden="true">
            {tag}
          </span>
        )}
        {status && <div className={styles.status}>{status}</div>}
      </div>
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      <p className={styles.description}>{description}</p>
      {technologies && <div className={styles.technologies}>{technologies}</div>}
      {meta && meta.length > 0 && (
        <ul className={styles.meta}>
          {meta.map((item, index) => (
            <li key={index} className={styles.metaItem}>
              {item.icon}
              <span>{item.label}</span>
              {item.value !== undefined && <strong className={styles.metaValue}>{item.value}</strong>}
            </li>
          ))}
        </ul>
      )}
      {progress && <ProgressBar className={styles.progress} value={progress.value} label={progress.label} size="sm" />}
      {features && features.items.length > 0 && (
        <div className={styles.features}>
          <FeaturesHeading className={styles.featuresTitle}>{features.title}</FeaturesHeading>
          <ul className={styles.featureList}>
            {features.items.map((item) => (
              <li key={item} className={styles.feature}>
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(hasLinks || action) && (
        <div className={styles.actions}>
          {hasLinks && (
            <div className={styles.links}>
              {links.map((link) => (
                <Button
                  key={link.href}
                  href={link.href}
                  variant="secondary"
                  size="sm"
                  iconStart={link.icon}
                  aria-label={link['aria-label']}
                  {...newTabProps(link)}
                >
                  {link.label}
                </Button>
              ))}
            </div>
          )}
          {action && (
            <Button
              href={action.href}
              variant="primary"
              fullWidth
              iconStart={action.icon}
              iconEnd={<ArrowRight className={styles.glyph} />}
              aria-label={action['aria-label']}
              {...newTabProps(action)}
            >
              {action.label}
            </Button>
          )}
        </div>
      )}
    </CardShell>
  );
}
