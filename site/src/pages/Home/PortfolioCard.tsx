import { Badge, TagList } from '@agency/design-system';
import { ProjectCard } from '@agency/site-sections';
import type { HTMLAttributes } from 'react';
import {
  caseStudyHref,
  numberTag,
  portfolioSection,
  technologyIcons,
  type PortfolioProject,
} from '../../content/portfolio';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { portfolioLogos } from '../../ui/icons/logos/portfolio';
import { SocialIcon } from '../../ui/icons/SocialIcon';
import { ContentImage } from '../../ui/ContentImage';

const { labels } = portfolioSection;

/** One project of the home portfolio, numbered by its place in the list. */
export function PortfolioCard({
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
