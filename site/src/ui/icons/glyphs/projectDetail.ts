/**
 * The project detail page's first view: the live-demo link's glyph. The rest of the page has its own
 * sets, loaded with it: `projectOverview.ts` (stats, case study) and `projectNotFound.ts`.
 */
import { ExternalLink } from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  'external-link': ExternalLink,
});
