import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, Badge, Card, Link } from '@agency/design-system';
import { visuallyHidden } from '@agency/design-system/foundations';
import * as styles from './ProfileCard.css';
import { newTabProps, newTabWords } from '../cardLinks';

export interface ProfileFact {
  /** What the figure is, e.g. 'Experience'. */
  label: ReactNode;
  /** The figure, e.g. '6+ years'. */
  value: ReactNode;
}

export interface ProfileTool {
  /** The tool's name: the accessible name of its icon, e.g. 'React'. */
  name: string;
  /** Its logo (decorative: `name` labels it). */
  icon: ReactNode;
}

export interface ProfileLink {
  href: string;
  /** The link's accessible name, which should include the person's name, e.g. 'Priya Sharma on GitHub'. */
  label: string;
  /** The network's logo, shown instead of text (decorative). */
  icon: ReactNode;
  /** Opens in a new tab, with `rel="noopener noreferrer"`. */
  newTab?: boolean;
}

export interface ProfileCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title' | 'role'> {
  /** The person's name: the card's heading. */
  name: string;
  /** Their role in the team, under the name, e.g. 'Full-Stack Developer'. */
  jobTitle: ReactNode;
  /** A portrait (an `<img>` with its own alt text), shown in a circle over the card's banner. */
  portrait?: ReactNode;
  /** Key figures in small tiles (a description list), e.g. experience and projects delivered. */
  facts?: readonly ProfileFact[];
  /** Skills as a list of badges under a visible label. */
  skills?: { label: string; items: readonly string[] };
  /** Logos of the tools the person uses most, each named for assistive technology; `label` names the list. */
  tools?: { label: string; items: readonly ProfileTool[] };
  /** Profile links (GitHub, LinkedIn...), shown as icon buttons along the bottom. */
  links?: readonly ProfileLink[];
  /** Added, visually hidden, to the name of links that open a new tab, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
  /** Heading level of the name, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/**
 * A team member: portrait, name and role, tools, a bio (the children: a few sentences, set as one
 * paragraph), key figures, skills and profile links.
 */
export function ProfileCard({
  name,
  jobTitle,
  portrait,
  children,
  facts,
  skills,
  tools,
  links,
  newTabHint,
  titleAs: Heading = 'h3',
  className,
  ...rest
}: ProfileCardProps) {
  const skillsId = useId();
  return (
    <Card.Root {...rest} padding="none" elevation={2} className={cx(styles.card, className)}>
      <div className={styles.banner} aria-hidden="true" />
      <div className={cx(styles.content, portrait === undefined && styles.contentWithoutPortrait)}>
        {portrait !== undefined && <div className={styles.portrait}>{portrait}</div>}
        <div className={styles.header}>
          <Heading className={styles.name}>{name}</Heading>
          <p className={styles.jobTitle}>{jobTitle}</p>
        </div>
        {tools && tools.items.length > 0 && (
          <ul className={styles.tools} aria-label={tools.label}>
            {tools.items.map((tool) => (
              <li key={tool.name}>
                <span className={styles.tool} role="img" aria-label={tool.name} title={tool.name}>
                  {tool.icon}
                </span>
              </li>
            ))}
          </ul>
        )}
        {children !== undefined && <p className={styles.bio}>{children}</p>}
        {facts && facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((fact, index) => (
              <div key={index} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {skills && skills.items.length > 0 && (
          <div className={styles.skills}>
            <p id={skillsId} className={styles.label}>
              {skills.label}
            </p>
            <ul className={styles.badges} aria-labelledby={skillsId}>
              {skills.items.map((skill) => (
                <li key={skill}>
                  <Badge size="sm">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        {links && links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link} {...newTabProps(link.newTab)}>
                  <span className={styles.linkIcon} aria-hidden="true">
                    {link.icon}
                  </span>
                  <span className={visuallyHidden}>
                    {link.label}
                    {newTabWords(link.newTab, newTabHint)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card.Root>
  );
}
