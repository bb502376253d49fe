import { Button, DetailHeader } from '@agency/design-system';
import { useParams } from 'react-router-dom';
import type { MetaFunction } from '../routeModule';
import { findProject, projectDetail, type Project } from '../../content/projects';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { SocialIcon } from '../../ui/icons/SocialIcon';
import { Island } from '../../islands/Island';
import { ProjectOverview } from './ProjectOverview';
import ProjectNotFound from './ProjectNotFound';

const { back, links, linkIcons, notFound } = projectDetail;

export const meta: MetaFunction = ({ id }) => {
  const project = findProject(id);
  return project
    ? { title: project.title, description: project.description }
    : { title: notFound.title, description: notFound.message, indexable: false };
};

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

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
        aside={<Island name="ProjectGallery" props={{ projectId: project.id }} when="visible" />}
      />
      <ProjectOverview project={project} />
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
