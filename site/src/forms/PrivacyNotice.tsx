import { FinePrint, Link } from '@agency/design-system';
import { privacyNoticeLine, privacyNoticePath } from '../content/legal';

/** The line under a form that leads to the privacy notice. */
export function PrivacyNotice() {
  return (
    <FinePrint>
      {privacyNoticeLine.lead}
      <Link href={privacyNoticePath}>{privacyNoticeLine.link}</Link>.
    </FinePrint>
  );
}
