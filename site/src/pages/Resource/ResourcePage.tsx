import { Button, Container, DetailHeader, Section, SectionHeading, Stack, TagList } from '@agency/design-system';
import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { MetaFunction } from '../routeModule';
import NotFoundPage, { meta as notFoundMeta } from '../NotFound/NotFoundPage';
import { JsonLd } from '../../ui/JsonLd';
import { formatDate } from '../../content/dates';
import { projectHref } from '../../content/paths';
import {
  findResource,
  loadResourceDocument,
  relatedResources,
  resourcePageText as text,
  resourceTypeLabels,
  type Resource,
} from '../../content/resources';
import { articleJsonLd } from '../../content/seo';
import { siteConfig } from '../../integrations/config';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { LoadedMarkdownArticle, loadOnce } from '../../ui/MarkdownBody';
import { ResourceCards } from './ResourceCards';

export const meta: MetaFunction = ({ slug }) => {
  const resource = findResource(slug);
  if (!resource) return notFoundMeta({});
  // A case study tells a project whose own page is the one to index.
  const canonical = resource.project !== undefined ? projectHref(resource.project) : undefined;
  return { title: resource.title, description: resource.description, canonical };
};

/** Each resource's text, a chunk of its own. */
const resourceText = loadOnce(loadResourceDocument);

/** Who wrote it, when, and how long it takes to read. */
function Byline({ resource }: { resource: Resource }) {
  return (
    <Stack gap="3">
      <p>
        {text.by} {resource.author} · {text.published}{' '}
        <time dateTime={resource.published}>{formatDate(resource.published)}</time>
        {resource.updated && (
          <>
            {' '}
            · {text.updated} <time dateTime={resource.updated}>{formatDate(resource.updated)}</time>
          </>
        )}{' '}
        · {text.readingTime(resource.readingMinutes)}
      </p>
      <TagList items={resource.tags} aria-label={text.tags} size="sm" />
    </Stack>
  );
}

/** What a resource offers besides its text: a download's file, or a case study's project page. */
function actionOf(resource: Resource): ReactNode {
  if (resource.download)
    return (
      <Button
        href={`/downloads/${resource.download.file}`}
        download={resource.download.file}
        iconStart={<ContentIcon name="download" />}
      >
        {text.download(resource.download.format)}
      </Button>
    );
  if (resource.project !== undefined)
    return (
      <Button href={projectHref(resource.project)} iconEnd={<ContentIcon name="arrow-right" />}>
        {text.caseStudy}
      </Button>
    );
  return undefined;
}

/**
 * A resource's page: its header (type, title, description, byline, tags), its text with a list of its
 * sections, and related resources.
 */
export default function ResourcePage() {
  const resource = findResource(useParams().slug);
  // An unknown slug: the host answered with its not-found page, which the app shows as it is.
  if (!resource) return <NotFoundPage />;
  const related = relatedResources(resource);
  return (
    <>
      <JsonLd
        data={articleJsonLd(siteConfig.url, {
          title: resource.title,
          description: resource.description,
          path: resource.href,
          author: resource.author,
          published: resource.published,
          updated: resource.updated,
          tags: resource.tags,
          section: resourceTypeLabels[resource.type],
        })}
      />
      <DetailHeader
        clearNavBar
        back={text.back}
        eyebrow={resourceTypeLabels[resource.type]}
        title={resource.title}
        description={resource.description}
        meta={<Byline resource={resource} />}
        actions={actionOf(resource)}
      />
      <Section spacing="sm">
        <Container>
          <Suspense>
            <LoadedMarkdownArticle
              document={resourceText(resource.slug)}
              tableLabel={text.tableLabel}
              contentsLabel={text.contentsLabel}
            />
          </Suspense>
        </Container>
      </Section>
      {related.length > 0 && (
        <Section spacing="sm" surface="sunken" aria-labelledby="related-resources">
          <Container>
            <Stack gap="8">
              <SectionHeading as="h2" size="md" title={text.related} titleId="related-resources" />
              <ResourceCards resources={related} />
            </Stack>
          </Container>
        </Section>
      )}
    </>
  );
}
