import { Button, DetailHeader } from '@agency/design-system';
import { useParams } from 'react-router-dom';
import { deferredUntilUncovered } from '../../app/deferred';
import { lazyComponent } from '../../app/lazyPage';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { findProjectHeader, projectHeaderTexts, type ProjectHeader } from '../../content/projectsHeader';
import { ContentIcon } from '../../ui/icons/glyphs/projectDetail';
import { SocialIcon } from '../../ui/icons/SocialIcon';

const { back, links, linkIcons } = projectHeaderTexts;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The header's carousel: its code (the carousel and embla, about 12 KB gzip) follows the splash. A
 * prerendered page shows what the server wrote of it until then (`DeferredSlot`), like the overview.
 */
const ProjectGallery = deferredUntilUncovered(() => import('./ProjectGallery'));
const gallerySlot = prerenderedSlot('project-gallery');

/**
 * Everything below the header (stats, details, features, technologies, case study: text and links),
 * with the project's detail data: its code follows the splash too. A prerendered page shows what the
 * server wrote of it until then (`DeferredSlot`).
 */
const ProjectOverview = deferredUntilUncovered(() => import('./ProjectOverview'));
const overviewSlot = prerenderedSlot('project-overview');

/** After a client-side navigation, a project's page shows once its parts' code is in: whole, nothing moving. */
const ready = partsReady(ProjectGallery, ProjectOverview);

/** Unknown ids only: the empty state's code loads when it shows, never with a project's page. */
const ProjectNotFound = lazyComponent(() => import('./ProjectNotFound'));

function ProjectView({ project }: { project: ProjectHeader }) {
  useWholePageOnNavigation(ready);
  return (
    <>
      <PageMeta title={project.title} description={project.description} />
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
          <DeferredSlot slot={gallerySlot}>
            <ProjectGallery project={project} />
          </DeferredSlot>
        }
      />
      <DeferredSlot slot={overviewSlot}>
        <ProjectOverview project={project} />
      </DeferredSlot>
    </>
  );
}

/** Project detail (/projects/{id}): gallery, details, features, stats, technologies, links; unknown ids get a not-found state. */
export default function ProjectDetailPage() {
  const { id } = useParams();
  const project = findProjectHeader(id);
  if (!project) return <ProjectNotFound />;
  // A new project (another id) starts a fresh gallery: first slide, autoplay on.
  return <ProjectView key={project.id} project={project} />;
}
