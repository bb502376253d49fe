import { BackToTop } from '@agency/design-system';
import { backToTop } from '../content/constants';
import { backToTopText } from '../content/navigation';

/** The back-to-top button (spec: after 300 px of scrolling). */
export function BackToTopButton({ focusTargetId }: { focusTargetId: string }) {
  return (
    <BackToTop
      threshold={backToTop.thresholdPx}
      label={backToTopText.label}
      progressText={backToTopText.progress}
      focusTargetId={focusTargetId}
    />
  );
}
