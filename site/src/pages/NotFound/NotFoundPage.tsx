import type { MetaFunction } from '../routeModule';
import { notFound } from '../../content/notFound';
import { Island } from '../../islands/Island';

export const meta: MetaFunction = () => ({ title: notFound.title, description: notFound.message, indexable: false });

/** Any route that does not exist: a 404 with the way home (`PathNotFound`, an island). */
export default function NotFoundPage() {
  return <Island name="NotFound" props={{}} when="interaction" />;
}
