import { projects } from '../../content/projects';
import { ProjectGallery } from '../../pages/ProjectDetail/ProjectGallery';

export default function ProjectGalleryIsland({ projectId }: { projectId: number }) {
  const project = projects.find((candidate) => candidate.id === projectId);
  if (!project) throw new Error(`No project ${projectId}`);
  return <ProjectGallery project={project} />;
}
