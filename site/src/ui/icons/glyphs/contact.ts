/** The Contact page's glyphs: its contact details' icons and the send button's. */
import { Mail, MapPin, Phone, Send } from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  'map-pin': MapPin,
  mail: Mail,
  phone: Phone,
  send: Send,
});
