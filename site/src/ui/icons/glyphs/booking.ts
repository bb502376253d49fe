/**
 * The Booking page's glyphs: its services' and steps' icons, the contact block's, the response-time
 * note's and the buttons'.
 */
import {
  ArrowRight,
  Brain,
  CalendarCheck,
  ClipboardList,
  Clock,
  Code,
  Database,
  Mail,
  Megaphone,
  Phone,
  Rocket,
  Send,
  Smartphone,
} from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  code: Code,
  smartphone: Smartphone,
  database: Database,
  brain: Brain,
  megaphone: Megaphone,
  clipboard: ClipboardList,
  'calendar-check': CalendarCheck,
  rocket: Rocket,
  mail: Mail,
  phone: Phone,
  clock: Clock,
  send: Send,
  'arrow-right': ArrowRight,
});
