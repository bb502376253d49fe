import { Button, EmptyState } from '@agency/design-system';
import type { MetaFunction } from '../routeModule';
import { notFound } from '../../content/notFound';

export const meta: MetaFunction = () => ({ title: notFound.title, description: notFound.message, indexable: false });

/** Any route that does not exist: a 404 with the way home. */
export default function NotFoundPage() {
  return (
    <EmptyState
      size="page"
      titleAs="h1"
      code={notFound.code}
      title={notFound.title}
      description={notFound.message}
      actions={<Button href={notFound.action.href}>{notFound.action.label}</Button>}
    />
  );
}
