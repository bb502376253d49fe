/** The Login page's glyphs: the lock of its card and the back link's chevron. */
import { ChevronLeft, Lock } from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  lock: Lock,
  'chevron-left': ChevronLeft,
});
