import { Island } from '../islands/Island';
import { Footer } from './Footer';
import { OfflineStatus } from './OfflineStatus';

/** What follows every page: the footer, the back-to-top button that rides above it, and the offline status beside it. */
export function SiteEnd() {
  return (
    <>
      <Footer />
      <Island name="BackToTop" props={{}} when="scroll" />
      <OfflineStatus />
    </>
  );
}
