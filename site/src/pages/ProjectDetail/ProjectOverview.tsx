import {
  Badge,
  Card,
  Container,
  FigureList,
  Grid,
  Icon,
  Inline,
  Reveal,
  Section,
  SectionHeading,
  Stack,
  StepList,
} from '@agency/design-system';
import { caseStudyOf } from '../../content/caseStudies';
import { technologyIcons } from '../../content/portfolio';
import { projectDetail, statIcon, type Project } from '../../content/projects';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { portfolioLogos } from '../../ui/icons/logos/portfolio';

const { headings } = projectDetail;

export interface ProjectOverviewProps {
  project: Project;
}

/** A project's page below its header: stats, numbered details, key features, technologies and case study. */
export function ProjectOverview({ project }: ProjectOverviewProps) {
  const caseStudy = caseStudyOf(project.id);
  return (
    <>
      <Section spacing="sm" aria-labelledby="project-stats">
        <Container>
          <Stack gap="6">
            <SectionHeading as="h2" size="sm" title={headings.stats} titleId="project-stats" />
            <FigureList
              variant="stats"
              layout="row"
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
                <StepList size="sm" items={caseStudy.details.map((title) => ({ title }))} />
              </Stack>
            </Reveal>
            <Reveal delay={0.1}>
              <Stack gap="12">
                <Stack gap="6" as="section" aria-labelledby="project-features">
                  <SectionHeading as="h2" size="sm" title={headings.features} titleId="project-features" />
                  <StepList size="sm" marker="check" items={project.features.map((title) => ({ title }))} />
                </Stack>
                <Stack gap="6" as="section" aria-labelledby="project-technologies">
                  <SectionHeading as="h2" size="sm" title={headings.technologies} titleId="project-technologies" />
                  <Inline gap="3">
                    {project.technologies.map((name) => (
                      <Badge
                        key={name}
                        size="md"
                        icon={<Icon icon={portfolioLogos[technologyIcons[name]]} size="sm" />}
                      >
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

      <Section spacing="md" surface="sunken" aria-labelledby="project-case-study">
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
                  <Card.Root>
                    <Card.Content>
                      <Card.Top>
                        <ContentIcon name={icon} contained={index === 1 ? 'gradient' : 'subtle'} size="lg" />
                      </Card.Top>
                      <Card.Header>
                        <Card.Title>{headings[part]}</Card.Title>
                      </Card.Header>
                      <Card.Body>
                        <p>{caseStudy[part]}</p>
                      </Card.Body>
                    </Card.Content>
                  </Card.Root>
                </Reveal>
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
