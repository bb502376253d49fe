/** The Solutions page's glyphs: its cards' icons (`solutions`) and the call to action's arrow. */
import { ArrowRight, ChartBar, Cloud, Handshake, Headset, Shield, Zap } from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  shield: Shield,
  headset: Headset,
  zap: Zap,
  handshake: Handshake,
  'bar-chart': ChartBar,
  cloud: Cloud,
  'arrow-right': ArrowRight,
});
