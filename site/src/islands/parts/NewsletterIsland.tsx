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
