import { Button, EmptyState } from '@agency/design-system';
import { projectDetail } from '../../content/projects';
import { ContentIcon } from '../../ui/icons/ContentIcon';

const { notFound } = projectDetail;

/**
 * The detail route with an unknown id: 'Project Not Found' and a link to the
 * projects list. Code-split: only unknown ids load it (see `ProjectDetailPage`).
 */
export default function ProjectNotFound() {
  return (
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
  );
}
