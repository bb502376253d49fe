import ContactForm from '../../forms/ContactForm';
import { WithEmail } from '../emailService';

export default function ContactFormIsland() {
  return (
    <WithEmail>
      <ContactForm />
    </WithEmail>
  );
}

/** What its form draws only once used: the page holds these glyphs. */
export { messageFormGlyphs as laterGlyphs } from '../../forms/MessageForm';
