import ContactForm from '../../forms/ContactForm';
import { WithEmail } from '../emailService';

export default function ContactFormIsland() {
  return (
    <WithEmail>
      <ContactForm />
    </WithEmail>
  );
}

/** Glyphs it draws only in the browser (errors, the outcome and the kept-message notes): the page holds them (`IslandModule`). */
export const laterGlyphs = ['alert-circle', 'check-circle', 'info', 'close'];
