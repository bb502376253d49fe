import {
  AutoHeight,
  Badge,
  Button,
  Container,
  durations,
  Grid,
  Inline,
  LayoutItem,
  LayoutList,
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

/**
 * Keeps `element` where it is on screen while the block above it changes height (an `AutoHeight`
 * closing): the page scrolls with the change, frame by frame, until the block's animation has ended.
 */
function pinWhileResizing(element: HTMLElement, block: HTMLElement) {
  const top = element.getBoundingClientRect().top;
  let frames = 0;
  const step = () => {
    const drift = element.getBoundingClientRect().top - top;
    if (drift !== 0) window.scrollBy({ top: drift, behavior: 'instant' });
    frames += 1;
    if (frames < 2 || block.getAnimations().length > 0) requestAnimationFrame(step);
    else element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  };
  requestAnimationFrame(step);
}

/**
 * Home portfolio (spec section 2): three projects, then all five behind 'View All Projects'. The two
 * more fade in and out (`LayoutList`), and the grid's height follows (`AutoHeight`): the page below
 * glides instead of jumping.
 */
export function PortfolioSection() {
  const headingId = useId();
  const gridId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridBlock = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [expanded, setExpanded] = useState(false);
  const hasMore = portfolioProjects.length > portfolioSection.initialVisible;
  const shown = hasMore && !expanded ? portfolioProjects.slice(0, portfolioSection.initialVisible) : portfolioProjects;
  const first = shown.slice(0, portfolioSection.initialVisible);
  const more = shown.slice(portfolioSection.initialVisible);

  const toggle = () => {
    setExpanded(!expanded);
    if (expanded) {
      // Collapsing removes cards above the button: focus stays on it, and it stays in view (where it
      // was on screen while the grid closes; at once under reduced motion).
      const button = toggleRef.current;
      const block = gridBlock.current;
      if (!button || !block) return;
      if (reducedMotion) requestAnimationFrame(() => button.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
      else pinWhileResizing(button, block);
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
          <AutoHeight ref={gridBlock}>
            <Grid id={gridId} columns={{ base: 1, md: 2, lg: 3 }} gap="8" count={shown.length}>
              {first.map((project, index) => (
                <Reveal asChild key={project.id} delay={(durations.stagger / 1000) * index}>
                  <PortfolioCard project={project} index={index} />
                </Reveal>
              ))}
              <LayoutList>
                {more.map((project, index) => (
                  <LayoutItem asChild key={project.id}>
                    <PortfolioCard project={project} index={first.length + index} />
                  </LayoutItem>
                ))}
              </LayoutList>
            </Grid>
          </AutoHeight>
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
