import ContactForm from '../../forms/ContactForm';
import { WithEmail } from '../services';

export default function ContactFormIsland() {
  return (
    <WithEmail>
      <ContactForm />
    </WithEmail>
  );
}
