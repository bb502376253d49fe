import { BackToTopButton } from './BackToTopButton';
import { Footer } from './Footer';

/** What follows every page: the footer, and the back-to-top button that rides above it. */
export function SiteEnd({ focusTargetId }: { focusTargetId: string }) {
  return (
    <>
      <Footer />
      <BackToTopButton focusTargetId={focusTargetId} />
    </>
  );
}
