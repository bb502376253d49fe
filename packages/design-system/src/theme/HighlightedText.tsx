import { gradientText } from './gradients.css';

export interface HighlightedTextProps {
  /** The whole text, e.g. a heading's 'Our Expertise'. */
  children: string;
  /** The part of the text drawn with the primary → accent gradient, e.g. 'Expertise'. Ignored if not found. */
  highlight?: string;
}

/** A text with one part of it in the brand gradient (a heading's key word). No element of its own. */
export function HighlightedText({ children: text, highlight }: HighlightedTextProps) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={gradientText}>{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  );
}
