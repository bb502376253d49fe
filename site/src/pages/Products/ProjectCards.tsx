import { Grid, MediaCard, Reveal, TagList } from '@agency/design-system';
import { technologiesLabel, technologyIcons } from '../../content/portfolio';
import { productsPage, projectHref } from '../../content/products';
import type { ProjectSummary } from '../../content/projects';
import { portfolioLogos } from '../../ui/icons/logos/portfolio';
import { ContentImage } from '../../ui/ContentImage';
import { projectPicture } from '../../shell/viewTransitionNames';

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
            <MediaCard.Root href={projectHref(project.id)} titleAs={titleAs}>
              <MediaCard.Media>
                <ContentImage
                  image={image}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  {...projectPicture(project.id, projectHref(project.id))}
                />
              </MediaCard.Media>
              <MediaCard.Content>
                <MediaCard.Title>{project.title}</MediaCard.Title>
                <MediaCard.Text>
                  <p>{project.description}</p>
                </MediaCard.Text>
                <MediaCard.Footer>
                  <MediaCard.Meta>
                    <TagList
                      aria-label={technologiesLabel}
                      items={project.technologies.map((name) => {
                        const Logo = portfolioLogos[technologyIcons[name]];
                        return { label: name, icon: <Logo /> };
                      })}
                    />
                  </MediaCard.Meta>
                  <MediaCard.Action>{productsPage.viewDetails}</MediaCard.Action>
                </MediaCard.Footer>
              </MediaCard.Content>
            </MediaCard.Root>
          </Reveal>
        );
      })}
    </Grid>
  );
}
