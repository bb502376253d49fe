import { Grid, TagList, type BadgeProps } from '@agency/design-system';
import { ResourceCard } from '@agency/site-sections';
import {
  resourceBadge,
  resourceLinkLabel,
  resourcePageText,
  resourceTypeIcons,
  resourceTypeLabels,
  type Resource,
  type ResourceBadge,
} from '../../content/resources';
import { ContentIcon } from '../../ui/icons/ContentIcon';

/** Badge colour of each badge style of the content. */
const badgeTones: Record<ResourceBadge, NonNullable<BadgeProps['tone']>> = {
  guide: 'primary',
  video: 'accent',
  tool: 'success',
  other: 'neutral',
};

export interface ResourceItemProps {
  resource: Resource;
  titleAs?: 'h2' | 'h3';
  /** Shows its reading time and tags, as an index does. */
  details?: boolean;
}

/** One resource's card: its type, title and description, and the link to its page. */
export function ResourceItem({ resource, titleAs, details = false }: ResourceItemProps) {
  return (
    <ResourceCard
      titleAs={titleAs}
      title={resource.title}
      description={resource.description}
      type={resourceTypeLabels[resource.type]}
      tone={badgeTones[resourceBadge(resource.type)]}
      icon={<ContentIcon name={resourceTypeIcons[resource.type]} contained="subtle" />}
      action={{
        label: resourceLinkLabel(resource.type),
        href: resource.href,
        icon: resource.type === 'download' ? <ContentIcon name="download" /> : undefined,
      }}
    >
      {details && (
        <>
          <p>{resourcePageText.readingTime(resource.readingMinutes)}</p>
          <TagList items={resource.tags} aria-label={resourcePageText.tags} />
        </>
      )}
    </ResourceCard>
  );
}

/** Resources as cards, three to a row on wide screens. */
export function ResourceCards({
  resources,
  ...item
}: { resources: readonly Resource[] } & Omit<ResourceItemProps, 'resource'>) {
  return (
    <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {resources.map((resource) => (
        <ResourceItem key={resource.slug} resource={resource} {...item} />
      ))}
    </Grid>
  );
}
