import { Button, EmptyState } from '@agency/design-system';
import { useEffect, useSyncExternalStore } from 'react';
import { brand } from '../../content/brand';
import { notFound } from '../../content/notFound';
import { projectDetail } from '../../content/projects';
import ProjectNotFound from '../ProjectDetail/ProjectNotFound';
import { projectPath } from './projectPath';

const subscribeToNothing = () => () => {};
const pathname = () => window.location.pathname;
const noPathWhilePrerendering = () => '';

/**
 * The host's not-found page, at whatever path it answers (an island). A project's path gets the
 * spec's 'Project Not Found', and, for an id of digits only, no navigation bar (as the project pages
 * have none); any other path the 404 with the way home.
 */
export function PathNotFound() {
  const project = projectPath.exec(useSyncExternalStore(subscribeToNothing, pathname, noPathWhilePrerendering));
  const digitsOnly = project !== null && /^\d+$/.test(project[1] ?? '');
  useEffect(() => {
    if (!project) return;
    // The page's head says what it shows: the host's not-found page came with the generic one.
    const title = `${projectDetail.notFound.title} | ${brand.name}`;
    document.title = title;
    const set = (selector: string, content: string) =>
      document.head.querySelector(selector)?.setAttribute('content', content);
    set('meta[property="og:title"]', title);
    set('meta[name="description"]', projectDetail.notFound.message);
    set('meta[property="og:description"]', projectDetail.notFound.message);
    if (digitsOnly) document.querySelector('[data-island="Header"]')?.remove();
  }, [project, digitsOnly]);
  if (project) return <ProjectNotFound />;
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
