import { Button, EmptyState } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';
import { notFound } from '../../content/notFound';

/** Any route that does not exist: a 404 with the way home. */
export default function NotFoundPage() {
  return (
    <>
      <PageMeta indexable={false} title={notFound.title} description={notFound.message} />
      <EmptyState
        size="page"
        titleAs="h1"
        code={notFound.code}
        title={notFound.title}
        description={notFound.message}
        actions={<Button href={notFound.action.href}>{notFound.action.label}</Button>}
      />
    </>
  );
}
