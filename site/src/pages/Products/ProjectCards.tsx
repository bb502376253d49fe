import { Card, Glyph, Grid, Reveal, TagList } from '@agency/design-system';
import { technologiesLabel, technologyIcons } from '../../content/portfolio';
import { productsPage, projectHref } from '../../content/products';
import type { ProjectSummary } from '../../content/projects';
import { portfolioLogos } from '../../ui/icons/logos/portfolio';
import { ContentImage } from '../../ui/ContentImage';
import { projectPicture } from '../../shell/viewTransitionNames';
import * as styles from './ProjectCards.css';

/** Seconds between the scroll-in of neighbouring cards. */
const cardStaggerS = 0.1;

export interface ProjectCardsProps {
  projects: readonly ProjectSummary[];
  /** Heading level of each card's title, under the page's outline. */
  titleAs: 'h2' | 'h3';
}

/**
 * The detail-page projects as linked cards (Products and the projects list): image, title, short
 * description and technologies; the whole card opens `/projects/{id}`.
 */
export function ProjectCards({ projects, titleAs }: ProjectCardsProps) {
  return (
    <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="8">
      {projects.map((project, index) => {
        const { image } = project;
        return (
          <Reveal key={project.id} delay={cardStaggerS * (index % 3)}>
            <Card.Root interactive size="lg" className={styles.card}>
              <Card.Media aspectRatio="16 / 10">
                <ContentImage
                  image={image}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  {...projectPicture(project.id, projectHref(project.id))}
                />
              </Card.Media>
              <Card.Content>
                <Card.Header>
                  <Card.Title as={titleAs}>
                    <Card.Link href={projectHref(project.id)}>{project.title}</Card.Link>
                  </Card.Title>
                </Card.Header>
                <Card.Body>
                  <p>{project.description}</p>
                </Card.Body>
                <Card.Footer>
                  <div className={styles.footer}>
                    <div className={styles.meta}>
                      <TagList
                        aria-label={technologiesLabel}
                        items={project.technologies.map((name) => {
                          const Logo = portfolioLogos[technologyIcons[name]];
                          return { label: name, icon: <Logo /> };
                        })}
                      />
                    </div>
                    {/* A visible cue; the link's name stays the title. */}
                    <span className={styles.cue} aria-hidden="true">
                      {productsPage.viewDetails}
                      <Glyph name="arrow-right" className={styles.cueArrow} />
                    </span>
                  </div>
                </Card.Footer>
              </Card.Content>
            </Card.Root>
          </Reveal>
        );
      })}
    </Grid>
  );
}
