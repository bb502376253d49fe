/**
 * The Resources page's glyphs: its categories' icons, the resource types' icons (`resourceTypeIcons`),
 * the community cards' icons and the download and link arrows.
 */
import {
  ArrowRight,
  BookOpen,
  Briefcase,
  Download,
  FileText,
  GitBranch,
  MessageSquare,
  PenLine,
  Play,
  Video,
  Wrench,
} from 'lucide-react';
import { contentIconOf } from '../ContentIcon';

export const ContentIcon = contentIconOf({
  book: BookOpen,
  video: Video,
  wrench: Wrench,
  'file-text': FileText,
  play: Play,
  briefcase: Briefcase,
  download: Download,
  'message-square': MessageSquare,
  'pen-line': PenLine,
  'git-branch': GitBranch,
  'arrow-right': ArrowRight,
});
