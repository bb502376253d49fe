export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterFormStatus,
  type NewsletterInputProps,
} from './NewsletterForm';
