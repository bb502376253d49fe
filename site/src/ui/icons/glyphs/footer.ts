/** The footer's glyphs: its office and support details' icons and the website link's globe. */
import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  'map-pin': MapPin,
  globe: Globe,
  mail: Mail,
  phone: Phone,
});
