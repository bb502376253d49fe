import { Button, EmptyState } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';
import { projectNotFound as notFound } from '../../content/projectsNotFound';
import { ContentIcon } from '../../ui/icons/glyphs/projectNotFound';

/**
 * The detail route with an unknown id (spec section 8): 'Project Not Found' and a link to the
 * projects list. Its own module, with the empty state's code, loaded only when an id is unknown (see
 * `ProjectDetailPage`).
 */
export default function ProjectNotFound() {
  return (
    <>
      <PageMeta indexable={false} title={notFound.title} description={notFound.message} />
      <EmptyState
        size="page"
        titleAs="h1"
        title={notFound.title}
        description={notFound.message}
        icon={<ContentIcon name={notFound.icon} contained="gradient" size="xl" />}
        actions={
          <Button href={notFound.link.href} iconStart={<ContentIcon name="chevron-left" />}>
            {notFound.link.label}
          </Button>
        }
      />
    </>
  );
}
