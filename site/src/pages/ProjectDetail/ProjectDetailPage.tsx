import { Button, DetailHeader } from '@agency/design-system';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { MetaFunction } from '../routeModule';
import { findProject, projectDetail, type Project } from '../../content/projects';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { SocialIcon } from '../../ui/icons/SocialIcon';

const { back, links, linkIcons, notFound } = projectDetail;

export const meta: MetaFunction = ({ id }) => {
  const project = findProject(id);
  return project
    ? { title: project.title, description: project.description }
    : { title: notFound.title, description: notFound.message, indexable: false };
};

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The gallery's carousel (embla) is code-split: a prerendered page shows its first slide from the
 * server HTML until the code arrives, then hydrates it.
 */
const ProjectGallery = lazy(async () => ({ default: (await import('./ProjectGallery')).ProjectGallery }));

/** Below the header, code-split like the gallery: the server HTML shows until its code arrives. */
const ProjectOverview = lazy(async () => ({ default: (await import('./ProjectOverview')).ProjectOverview }));

/** Unknown ids only: the empty state's code loads when it shows, never with a project's page. */
const ProjectNotFound = lazy(() => import('./ProjectNotFound'));

function ProjectView({ project }: { project: Project }) {
  return (
    <>
      <DetailHeader
        back={back}
        title={project.title}
        description={project.description}
        actions={
          <>
            <Button
              href={project.githubUrl}
              {...newTab}
              variant="secondary"
              iconStart={<SocialIcon name={linkIcons.code} size="sm" />}
            >
              {links.code}
            </Button>
            <Button href={project.liveUrl} {...newTab} iconEnd={<ContentIcon name={linkIcons.liveDemo} size="sm" />}>
              {links.liveDemo}
            </Button>
          </>
        }
        aside={
          <Suspense>
            <ProjectGallery project={project} />
          </Suspense>
        }
      />
      <Suspense>
        <ProjectOverview project={project} />
      </Suspense>
    </>
  );
}

/** Project detail (/projects/{id}): gallery, details, features, stats, technologies, links; unknown ids get a not-found state. */
export default function ProjectDetailPage() {
  const { id } = useParams();
  const project = findProject(id);
  if (!project)
    return (
      <Suspense>
        <ProjectNotFound />
      </Suspense>
    );
  // A new project (another id) starts a fresh gallery: first slide, autoplay on.
  return <ProjectView key={project.id} project={project} />;
}
