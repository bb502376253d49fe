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
    <ProjectCard.Root {...rest}>
      <ProjectCard.Media>
        <ContentImage image={project.image} loading="lazy" />
        <ProjectCard.Tag>{numberTag(index)}</ProjectCard.Tag>
        <ProjectCard.Status>
          <Badge tone="primary" variant="solid" size="sm">
            {labels.complete(project.progress)}
          </Badge>
        </ProjectCard.Status>
      </ProjectCard.Media>
      <ProjectCard.Title>{title}</ProjectCard.Title>
      <ProjectCard.Description>{project.description}</ProjectCard.Description>
      <ProjectCard.Technologies>
        <TagList
          aria-label={labels.technologies}
          items={project.technologies.map((name) => {
            const Logo = portfolioLogos[technologyIcons[name]];
            return { label: name, icon: <Logo /> };
          })}
        />
      </ProjectCard.Technologies>
      <ProjectCard.Facts>
        <ProjectCard.Fact
          icon={<ContentIcon name="clock" size="sm" />}
          label={labels.timeline}
          value={project.timeline}
        />
        <ProjectCard.Fact icon={<ContentIcon name="users" size="sm" />} label={labels.team} />
      </ProjectCard.Facts>
      <ProjectCard.Progress value={project.progress} label={labels.progress} />
      <ProjectCard.Features title={labels.keyFeatures} items={project.features} />
      <ProjectCard.Actions>
        <ProjectCard.Links>
          {[
            { label: labels.sourceCode, href: project.github, icon: <SocialIcon name="github" size="sm" /> },
            { label: labels.liveDemo, href: project.liveDemo, icon: <ContentIcon name="external-link" size="sm" /> },
          ].map((link) => (
            <ProjectCard.Link
              key={link.href}
              href={link.href}
              aria-label={external(link.label)}
              icon={link.icon}
              newTab
            >
              {link.label}
            </ProjectCard.Link>
          ))}
        </ProjectCard.Links>
        <ProjectCard.Action href={caseStudyHref(project.id)} aria-label={labels.linkName(labels.caseStudy, title)}>
          {labels.caseStudy}
        </ProjectCard.Action>
      </ProjectCard.Actions>
    </ProjectCard.Root>
  );
}
