import { BackToTop } from '@agency/design-system';
import { backToTop } from '../content/constants';
import { backToTopText } from '../content/navigation';

/**
 * The back-to-top button (spec: visible whenever the page is scrolled past 300 px). At every width it
 * rides above the footer, never over its links and payment badges.
 */
export function BackToTopButton({ focusTargetId }: { focusTargetId: string }) {
  return (
    <BackToTop
      threshold={backToTop.thresholdPx}
      label={backToTopText.label}
      progressText={backToTopText.progress}
      focusTargetId={focusTargetId}
      clearOf="footer:not(main footer)"
    />
  );
}
