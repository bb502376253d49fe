/** The About page's glyphs: the icons of its facts. */
import { Calendar, Layers, MapPin } from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  'map-pin': MapPin,
  calendar: Calendar,
  layers: Layers,
});
