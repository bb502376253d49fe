import type { GlyphName } from '@agency/design-system';
import { projects } from '../../content/projects';
import { ProjectGallery } from '../../pages/ProjectDetail/ProjectGallery';

export default function ProjectGalleryIsland({ projectId }: { projectId: number }) {
  const project = projects.find((candidate) => candidate.id === projectId);
  if (!project) throw new Error(`No project ${projectId}`);
  return <ProjectGallery project={project} />;
}

/**
 * What it draws only in the browser (the full-screen toggle, shown where the browser has full screen;
 * Play, once the slideshow has stopped): the page holds these glyphs.
 */
export const laterGlyphs: readonly GlyphName[] = ['maximize-2', 'minimize-2', 'play'];
