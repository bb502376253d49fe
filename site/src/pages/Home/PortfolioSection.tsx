import {
  Badge,
  Button,
  Container,
  durations,
  Grid,
  Inline,
  Reveal,
  Section,
  SectionHeading,
  Stack,
  TagList,
  useReducedMotion,
} from '@agency/design-system';
import { ProjectCard } from '@agency/site-sections';
import { useId, useRef, useState, type HTMLAttributes } from 'react';
import { homeSectionDelayS } from '../../content/constants';
import {
  caseStudyHref,
  numberTag,
  portfolioProjects,
  portfolioSection,
  technologyIcons,
  type PortfolioProject,
} from '../../content/portfolio';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { portfolioLogos } from '../../ui/icons/logos/portfolio';
import { SocialIcon } from '../../ui/icons/SocialIcon';
import { ContentImage } from '../../ui/ContentImage';

const { labels } = portfolioSection;
const sectionDelayS = homeSectionDelayS('portfolio');

function PortfolioCard({
  project,
  index,
  ...rest
}: { project: PortfolioProject; index: number } & Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'>) {
  const { title } = project;
  const external = (label: string) => `${labels.linkName(label, title)} ${labels.newTab}`;
  return (
    <ProjectCard
      {...rest}
      title={title}
      tag={numberTag(index)}
      media={<ContentImage image={project.image} loading="lazy" />}
      status={
        <Badge tone="primary" variant="solid" size="sm">
          {labels.complete(project.progress)}
        </Badge>
      }
      description={project.description}
      technologies={
        <TagList
          aria-label={labels.technologies}
          items={project.technologies.map((name) => {
            const Logo = portfolioLogos[technologyIcons[name]];
            return { label: name, icon: <Logo /> };
          })}
        />
      }
      meta={[
        { icon: <ContentIcon name="clock" size="sm" />, label: labels.timeline, value: project.timeline },
        { icon: <ContentIcon name="users" size="sm" />, label: labels.team },
      ]}
      progress={{ value: project.progress, label: labels.progress }}
      features={{ title: labels.keyFeatures, items: project.features }}
      links={[
        {
          label: labels.sourceCode,
          href: project.github,
          'aria-label': external(labels.sourceCode),
          icon: <SocialIcon name="github" size="sm" />,
          newTab: true,
        },
        {
          label: labels.liveDemo,
          href: project.liveDemo,
          'aria-label': external(labels.liveDemo),
          icon: <ContentIcon name="external-link" size="sm" />,
          newTab: true,
        },
      ]}
      action={{
        label: labels.caseStudy,
        href: caseStudyHref(project.id),
        'aria-label': labels.linkName(labels.caseStudy, title),
      }}
    />
  );
}

/** Home portfolio (spec section 2): three projects, then all five behind 'View All Projects'. */
export function PortfolioSection() {
  const headingId = useId();
  const gridId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  const [expanded, setExpanded] = useState(false);
  const hasMore = portfolioProjects.length > portfolioSection.initialVisible;
  const shown = hasMore && !expanded ? portfolioProjects.slice(0, portfolioSection.initialVisible) : portfolioProjects;

  const toggle = () => {
    setExpanded(!expanded);
    if (expanded) {
      // Collapsing removes cards above the button: focus stays on it, and it is scrolled back into view.
      requestAnimationFrame(() =>
        toggleRef.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'instant' : 'smooth' }),
      );
    }
  };

  return (
    <Section id="portfolio" aria-labelledby={headingId}>
      <Container>
        <Stack gap="12">
          <Reveal asChild delay={sectionDelayS}>
            <SectionHeading
              titleId={headingId}
              eyebrow={portfolioSection.eyebrow}
              title={portfolioSection.heading}
              description={portfolioSection.intro}
              align="center"
            />
          </Reveal>
          <Grid id={gridId} columns={{ base: 1, md: 2, lg: 3 }} gap="8">
            {shown.map((project, index) => (
              <Reveal asChild key={project.id} delay={(durations.stagger / 1000) * index}>
                <PortfolioCard project={project} index={index} />
              </Reveal>
            ))}
          </Grid>
          {hasMore && (
            <Inline justify="center">
              <Button
                ref={toggleRef}
                variant="secondary"
                size="lg"
                aria-expanded={expanded}
                aria-controls={gridId}
                onClick={toggle}
              >
                {expanded ? labels.showLess : labels.viewAll}
              </Button>
            </Inline>
          )}
        </Stack>
      </Container>
    </Section>
  );
}
