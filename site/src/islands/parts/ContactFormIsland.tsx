import ContactForm from '../../forms/ContactForm';
import { WithEmail } from '../emailService';

export default function ContactFormIsland() {
  return (
    <WithEmail>
      <ContactForm />
    </WithEmail>
  );
}
