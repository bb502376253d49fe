import { BackToTop } from '@agency/design-system';
import { backToTop } from '../content/constants';
import { backToTopText } from '../content/navigation';

/**
 * The back-to-top button (spec: after 300 px of scrolling). On a phone there is no margin beside the
 * content for it, so it stays out of the way while the visitor reads down the page and comes back as
 * they scroll up (the scroll-aware floating button of Material Design); at every width it rides above
 * the footer, never over its links and payment badges.
 */
export function BackToTopButton({ focusTargetId }: { focusTargetId: string }) {
  return (
    <BackToTop
      threshold={backToTop.thresholdPx}
      label={backToTopText.label}
      progressText={backToTopText.progress}
      focusTargetId={focusTargetId}
      hideOnScrollDownBelow="md"
      clearOf="footer:not(main footer)"
    />
  );
}
