import { Button, EmptyState } from '@agency/design-system';
import { offline } from '../content/offline';
import { DocumentHead } from './meta';

/**
 * What the service worker shows for a page it cannot read offline (sign-in, a page never opened on a
 * device that saves data, an unknown path): a static document, written by the prerender as
 * `offline.html` with the site's stylesheet and no script, so it needs nothing but itself. Its links
 * try the same address again or go home.
 */
export function OfflinePage() {
  return (
    <>
      <DocumentHead meta={{ title: offline.title, description: offline.message, indexable: false }} pathname="/" />
      <main id="main">
        <EmptyState
          size="page"
          titleAs="h1"
          title={offline.title}
          description={offline.message}
          actions={
            <>
              <Button href="">{offline.retry}</Button>
              <Button href={offline.home.href} variant="secondary">
                {offline.home.label}
              </Button>
            </>
          }
        />
      </main>
    </>
  );
}
