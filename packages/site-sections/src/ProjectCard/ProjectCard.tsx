import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import {
  Button,
  Card,
  cx,
  Glyph,
  ProgressBar,
  type ButtonAsLinkProps,
  type CardBaseProps,
  type ProgressBarProps,
} from '@agency/design-system';
import * as styles from './ProjectCard.css';
import { newTabProps } from '../cardLinks';

type TitleLevel = NonNullable<CardBaseProps['titleAs']>;

const ProjectCardContext = createContext<{ titleId?: string; titleAs: TitleLevel }>({ titleAs: 'h3' });

/** The heading one level below the title's. */
const levelBelow = { h2: 'h3', h3: 'h4', h4: 'h5' } as const;

export type ProjectCardRootProps = CardBaseProps;

/**
 * A portfolio project, composed of parts: `Media` (with `Tag` and `Status`), `Title`, `Description`,
 * `Technologies`, `Facts` of `Fact`s, `Progress`, `Features`, then `Actions` (`Links` of `Link`s and
 * the main `Action`) along the bottom. The card is named by its title.
 *
 * Each part is a row of the card's grid; cards side by side in a grid (`Grid`) take their rows from it
 * (CSS subgrid), so a two-line title or a longer description moves the facts, progress and features of
 * the whole row together.
 */
export function ProjectCardRoot({ titleAs = 'h3', as = 'article', className, ...rest }: ProjectCardRootProps) {
  const titleId = useId();
  return (
    <ProjectCardContext value={{ titleId, titleAs }}>
      <Card.Root
        {...rest}
        as={as}
        aria-labelledby={titleId}
        elevation={2}
        padding="none"
        className={cx(styles.card, className)}
      />
    </ProjectCardContext>
  );
}

export interface ProjectCardMediaProps extends ComponentProps<'div'> {
  /** A screenshot or illustration (an `<img>` with its own alt text), then its `Tag` and `Status`. */
  children: ReactNode;
  /** Aspect ratio of the media area, as CSS. Default '16 / 10'. */
  aspectRatio?: string;
}

/** The picture, edge to edge at the top. */
export function ProjectCardMedia({ aspectRatio = '16 / 10', className, style, ...rest }: ProjectCardMediaProps) {
  return <div {...rest} className={cx(styles.media, className)} style={{ aspectRatio, ...style }} />;
}

export interface ProjectCardTagProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The tag, e.g. '01'. */
  children: string;
}

/** A short number tag over the top-left of the media, e.g. '01' (decorative: list order says it). */
export function ProjectCardTag({ className, ...rest }: ProjectCardTagProps) {
  return <span aria-hidden="true" {...rest} className={cx(styles.tag, className)} />;
}

/** Badges over the top-right of the media, e.g. `<Badge tone="primary" variant="solid">70% Complete</Badge>`. */
export function ProjectCardStatus({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.status, className)} />;
}

export interface ProjectCardTitleProps extends Omit<ComponentProps<'h3'>, 'children' | 'id'> {
  /** The project's name. */
  children: string;
}

/** The project's name: the card's heading and its accessible name. */
export function ProjectCardTitle({ className, ...rest }: ProjectCardTitleProps) {
  const { titleId, titleAs: Title } = use(ProjectCardContext);
  return <Title {...rest} id={titleId} className={cx(styles.title, className)} />;
}

/** One or two sentences about the project. */
export function ProjectCardDescription({ className, ...rest }: ComponentProps<'p'>) {
  return <p {...rest} className={cx(styles.description, className)} />;
}

/** The technologies, e.g. a `<TagList aria-label="Technologies" />`. */
export function ProjectCardTechnologies({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.technologies, className)} />;
}

/** A row of small facts (`ProjectCard.Fact`): timeline, team size... */
export function ProjectCardFacts({ className, ...rest }: ComponentProps<'ul'>) {
  return <ul {...rest} className={cx(styles.meta, className)} />;
}

/** One fact, e.g. a clock glyph, 'Timeline' and '2 months'. */
export interface ProjectCardFactProps extends Omit<ComponentProps<'li'>, 'children' | 'value'> {
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

export function ProjectCardFact({ icon, label, value, className, ...rest }: ProjectCardFactProps) {
  return (
    <li {...rest} className={cx(styles.metaItem, className)}>
      {icon}
      <span>{label}</span>
      {value !== undefined && <strong className={styles.metaValue}>{value}</strong>}
    </li>
  );
}

export type ProjectCardProgressProps = Omit<ProgressBarProps, 'size'>;

/** Percent complete with its visible label, shown as a progress bar. */
export function ProjectCardProgress({ className, ...rest }: ProjectCardProgressProps) {
  return <ProgressBar {...rest} size="sm" className={cx(styles.progress, className)} />;
}

export interface ProjectCardFeaturesProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** The list's heading, one level below the card's title, e.g. 'Key Features'. */
  title: string;
  /** What the product does, each after a check mark. */
  items: readonly string[];
}

/** A titled checklist of what the product does. */
export function ProjectCardFeatures({ title, items, className, ...rest }: ProjectCardFeaturesProps) {
  const Heading = levelBelow[use(ProjectCardContext).titleAs];
  return (
    <div {...rest} className={cx(styles.features, className)}>
      <Heading className={styles.featuresTitle}>{title}</Heading>
      <ul className={styles.featureList}>
        {items.map((item) => (
          <li key={item} className={styles.feature}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The links (`Links`) and the main `Action`, along the bottom of the card (and of a row of cards). */
export function ProjectCardActions({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.actions, className)} />;
}

/** Secondary links (`ProjectCard.Link`), side by side: source code, live demo... */
export function ProjectCardLinks({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.links, className)} />;
}

/** A link at the bottom of the card. */
export interface ProjectCardLinkProps extends Omit<
  ButtonAsLinkProps,
  'children' | 'href' | 'variant' | 'size' | 'iconStart' | 'iconEnd' | 'fullWidth'
> {
  /** The visible text, e.g. 'Live Demo'. */
  children: string;
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

/** A secondary link, e.g. 'Source Code'. */
export function ProjectCardLink({ children, href, icon, newTab, ...rest }: ProjectCardLinkProps) {
  return (
    <Button href={href} variant="secondary" size="sm" iconStart={icon} {...rest} {...newTabProps(newTab)}>
      {children}
    </Button>
  );
}

/** The card's main link, full width along the bottom, e.g. 'View Case Study'. */
export function ProjectCardAction({ children, href, icon, newTab, ...rest }: ProjectCardLinkProps) {
  return (
    <Button
      href={href}
      variant="primary"
      fullWidth
      iconStart={icon}
      iconEnd={<Glyph name="arrow-right" className={styles.glyph} />}
      {...rest}
      {...newTabProps(newTab)}
    >
      {children}
    </Button>
  );
}
