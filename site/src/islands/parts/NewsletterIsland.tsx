import type { GlyphName } from '@agency/design-system';
import { footer } from '../../content/footer';
import NewsletterSignup from '../../forms/NewsletterSignup';
import { WithEmail } from '../emailService';

export default function NewsletterIsland() {
  return (
    <WithEmail>
      <NewsletterSignup newsletter={footer.newsletter} />
    </WithEmail>
  );
}

/** What it draws only in the browser (the field's error and the outcome): the page holds these glyphs. */
export const laterGlyphs: readonly GlyphName[] = ['alert-circle', 'check-circle'];
