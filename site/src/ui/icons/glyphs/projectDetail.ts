/**
 * The project detail page's glyphs: the live-demo link's, the stat tiles' (`statIcon`), the case
 * study's, and those of the not-found state for unknown ids.
 */
import {
  Briefcase,
  ChartBar,
  ChartColumn,
  ChevronLeft,
  CircleCheck,
  Clock,
  ExternalLink,
  Globe,
  Layers,
  Lightbulb,
  Smartphone,
  Target,
  TrendingUp,
  User,
  Users,
} from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  'external-link': ExternalLink,
  users: Users,
  clock: Clock,
  'check-circle': CircleCheck,
  globe: Globe,
  user: User,
  'bar-chart': ChartBar,
  smartphone: Smartphone,
  layers: Layers,
  chart: ChartColumn,
  target: Target,
  lightbulb: Lightbulb,
  'trending-up': TrendingUp,
  briefcase: Briefcase,
  'chevron-left': ChevronLeft,
});
