/**
 * The glyphs of a project page below its header (`ProjectOverview`, loaded after the splash): the
 * stat tiles' (`statIcon`) and the case study's.
 */
import {
  ChartBar,
  ChartColumn,
  CircleCheck,
  Clock,
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
});
