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

/** Glyphs it draws only in the browser (the field's error and the outcome): the page holds them (`IslandModule`). */
export const laterGlyphs = ['alert-circle', 'check-circle'];
