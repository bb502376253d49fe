import { lazy, Suspense } from 'react';
import type { ProjectCardsProps } from './ProjectCards';

const ProjectCards = lazy(async () => ({ default: (await import('./ProjectCards')).ProjectCards }));

/**
 * The project cards, code-split from their page: below its hero, and links until they hydrate. The
 * prerendered cards show from the server HTML until the code arrives, then hydrate.
 */
export function LazyProjectCards(props: ProjectCardsProps) {
  return (
    <Suspense>
      <ProjectCards {...props} />
    </Suspense>
  );
}
