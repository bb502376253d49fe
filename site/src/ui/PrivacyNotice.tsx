import { FinePrint, Link } from '@agency/design-system';
import { privacyNoticeLink } from '../content/legal';

/** The line under a form that leads to the privacy notice. */
export function PrivacyNotice() {
  return (
    <FinePrint>
      <Link href={privacyNoticeLink.href}>{privacyNoticeLink.label}</Link>
    </FinePrint>
  );
}
