import { Island } from '../islands/Island';
import { Footer } from './Footer';

/** What follows every page: the footer, the back-to-top button that rides above it, and the offline status beside it. */
export function SiteEnd() {
  return (
    <>
      <Footer />
      <Island name="BackToTop" props={{}} when="idle" />
      <Island name="OfflineStatus" props={{}} when="idle" />
    </>
  );
}
