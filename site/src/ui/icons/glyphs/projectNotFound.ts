/** The glyphs of the project detail route's not-found state (`ProjectNotFound`, loaded only for unknown ids). */
import { Briefcase, ChevronLeft } from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  briefcase: Briefcase,
  'chevron-left': ChevronLeft,
});
