import {
  Badge,
  Button,
  Card,
  Container,
  DetailHeader,
  Grid,
  Inline,
  NumberedList,
  Reveal,
  Section,
  SectionHeading,
  Stack,
  StatGrid,
} from '@agency/design-system';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { technologyIcons } from '../../content/portfolioTechnologies';
import { findProject, projectDetail, statIcon, type Project } from '../../content/projects';
import { BrandIcon } from '../../ui/icons/BrandIcon';
import { ContentIcon } from '../../ui/icons/glyphs/projectDetail';
import { ProjectGalleryPlaceholder } from './ProjectGalleryPlaceholder';
import { ProjectNotFound } from './ProjectNotFound';

const { headings, links, linkIcons } = projectDetail;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The header's carousel: its code (the carousel and embla, about 12 KB gzip) follows the splash. A
 * prerendered page shows its server HTML meanwhile (the first image, the controls, no shift); after a
 * client-side navigation the placeholder holds its place until the code arrives.
 */
const ProjectGallery = deferredUntilUncovered(() => import('./ProjectGallery'));

function ProjectView({ project }: { project: Project }) {
  return (
    <>
      <PageMeta title={project.title} description={project.description} />
      <DetailHeader
        back={projectDetail.back}
        title={project.title}
        description={project.description}
        actions={
          <>
            <Button
              href={project.githubUrl}
              {...newTab}
              variant="secondary"
              iconStart={<BrandIcon name={linkIcons.code} size="sm" />}
            >
              {links.code}
            </Button>
            <Button href={project.liveUrl} {...newTab} iconEnd={<ContentIcon name={linkIcons.liveDemo} size="sm" />}>
              {links.liveDemo}
            </Button>
          </>
        }
        aside={
          <Suspense fallback={<ProjectGalleryPlaceholder image={project.image} />}>
            <ProjectGallery images={project.images} />
          </Suspense>
        }
      />

      <Section spacing="sm" aria-labelledby="project-stats">
        <Container>
          <Stack gap="6">
            <SectionHeading as="h2" size="sm" title={headings.stats} titleId="project-stats" />
            <StatGrid
              items={project.stats.map((stat) => ({
                label: stat.label,
                value: stat.value,
                icon: <ContentIcon name={statIcon(stat.label)} />,
              }))}
            />
          </Stack>
        </Container>
      </Section>

      <Section spacing="sm">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="12">
            <Reveal>
              <Stack gap="6" as="section" aria-labelledby="project-details">
                <SectionHeading as="h2" size="sm" title={headings.details} titleId="project-details" />
                <NumberedList items={project.longDescription} />
              </Stack>
            </Reveal>
            <Reveal delay={0.1}>
              <Stack gap="12">
                <Stack gap="6" as="section" aria-labelledby="project-features">
                  <SectionHeading as="h2" size="sm" title={headings.features} titleId="project-features" />
                  <NumberedList marker="check" items={project.features} />
                </Stack>
                <Stack gap="6" as="section" aria-labelledby="project-technologies">
                  <SectionHeading as="h2" size="sm" title={headings.technologies} titleId="project-technologies" />
                  <Inline gap="3">
                    {project.technologies.map((name) => (
                      <Badge key={name} size="md" icon={<BrandIcon name={technologyIcons[name]} size="sm" />}>
                        {name}
                      </Badge>
                    ))}
                  </Inline>
                </Stack>
              </Stack>
            </Reveal>
          </Grid>
        </Container>
      </Section>

      <Section spacing="md" tone="sunken" aria-labelledby="project-case-study">
        <Container>
          <Stack gap="8">
            <SectionHeading as="h2" size="md" title={headings.caseStudy} titleId="project-case-study" />
            <Grid columns={{ base: 1, md: 3 }} gap="6">
              {(
                [
                  ['challenge', 'target'],
                  ['solution', 'lightbulb'],
                  ['outcome', 'trending-up'],
                ] as const
              ).map(([part, icon], index) => (
                <Reveal key={part} delay={index * 0.1}>
                  <Card
                    title={headings[part]}
                    icon={<ContentIcon name={icon} contained={index === 1 ? 'gradient' : 'subtle'} size="lg" />}
                  >
                    <p>{project.caseStudy[part]}</p>
                  </Card>
                </Reveal>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>
    </>
  );
}

/** Project detail (/projects/{id}): gallery, details, features, stats, technologies, links; unknown ids get a not-found state. */
export default function ProjectDetailPage() {
  const { id } = useParams();
  const project = findProject(id);
  if (!project) return <ProjectNotFound />;
  // A new project (another id) starts a fresh gallery: first slide, autoplay on.
  return <ProjectView key={project.id} project={project} />;
}
