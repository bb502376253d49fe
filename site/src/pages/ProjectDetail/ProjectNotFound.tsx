import { Button, EmptyState } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';
import { projectDetail } from '../../content/projects';
import { ContentIcon } from '../../ui/icons/glyphs/projectDetail';

const { notFound } = projectDetail;

/** The detail route with an unknown id (spec section 8): 'Project Not Found' and a link to the projects list. */
export function ProjectNotFound() {
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
