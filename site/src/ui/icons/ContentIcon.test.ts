import {
  ArrowRight,
  ArrowUp,
  Award,
  BookOpen,
  Brain,
  Briefcase,
  Calendar,
  CalendarCheck,
  ChartBar,
  ChartColumn,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  ClipboardList,
  Clock,
  Cloud,
  Code,
  Database,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  GitBranch,
  Globe,
  Handshake,
  Headset,
  HeartHandshake,
  Layers,
  Lightbulb,
  Lock,
  Mail,
  MapPin,
  Maximize,
  Megaphone,
  Menu,
  MessageSquare,
  Minimize,
  MonitorSmartphone,
  PenLine,
  Phone,
  Play,
  Quote,
  Rocket,
  Send,
  Server,
  Shield,
  ShieldCheck,
  SlidersHorizontal,
  Smartphone,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  User,
  Users,
  Video,
  Wrench,
  X,
  Zap,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconKeys, isIconKey, type IconKey } from '../../content/icons';
import type { contentIconOf } from './ContentIcon';
import type { SvgComponent } from './types';

/**
 * The glyph of every content key, wherever it is drawn: the site's icon vocabulary. The sets in
 * `glyphs/` each hold a part of it; none may draw a key with another glyph.
 */
const vocabulary: Record<IconKey, SvgComponent> = {
  code: Code,
  smartphone: Smartphone,
  brain: Brain,
  megaphone: Megaphone,
  cloud: Cloud,
  database: Database,
  shield: Shield,
  chart: ChartColumn,
  sparkles: Sparkles,
  lock: Lock,
  sliders: SlidersHorizontal,
  devices: MonitorSmartphone,
  'trending-up': TrendingUp,
  'heart-handshake': HeartHandshake,
  'shield-check': ShieldCheck,
  headset: Headset,
  zap: Zap,
  handshake: Handshake,
  'bar-chart': ChartBar,
  server: Server,
  book: BookOpen,
  video: Video,
  wrench: Wrench,
  'file-text': FileText,
  download: Download,
  'message-square': MessageSquare,
  'pen-line': PenLine,
  'git-branch': GitBranch,
  clipboard: ClipboardList,
  'calendar-check': CalendarCheck,
  rocket: Rocket,
  mail: Mail,
  phone: Phone,
  'map-pin': MapPin,
  globe: Globe,
  calendar: Calendar,
  clock: Clock,
  users: Users,
  user: User,
  star: Star,
  quote: Quote,
  briefcase: Briefcase,
  award: Award,
  target: Target,
  lightbulb: Lightbulb,
  'arrow-right': ArrowRight,
  'arrow-up': ArrowUp,
  'external-link': ExternalLink,
  check: Check,
  'check-circle': CircleCheck,
  'alert-circle': CircleAlert,
  send: Send,
  menu: Menu,
  close: X,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  maximize: Maximize,
  minimize: Minimize,
  play: Play,
  eye: Eye,
  'eye-off': EyeOff,
  layers: Layers,
};

const sets = Object.entries(
  import.meta.glob<{ ContentIcon: ReturnType<typeof contentIconOf> }>('./glyphs/*.ts', { eager: true }),
);

describe('glyph sets', () => {
  it('has a glyph for every content key, each a distinct icon', () => {
    expect(Object.keys(vocabulary).sort()).toEqual([...iconKeys].sort());
    expect(new Set(Object.values(vocabulary)).size).toBe(iconKeys.length);
  });

  it('finds the sets', () => {
    expect(sets.map(([path]) => path)).toContain('./glyphs/footer.ts');
  });

  it.each(sets)('%s draws each of its keys with the vocabulary’s glyph', (_path, { ContentIcon }) => {
    const entries = Object.entries(ContentIcon.glyphs);
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, glyph] of entries) {
      expect(isIconKey(key), key).toBe(true);
      if (isIconKey(key)) expect(glyph, key).toBe(vocabulary[key]);
    }
  });
});
