import type { ReactNode } from 'react';
import * as styles from './ContactInfoList.css';

/**
 * Where a value may break besides its spaces: after an `@` and before a `.` (where an e-mail address or a
 * domain is broken by convention, so the break cannot be read as part of it).
 */
const breakPoints = /(?<=@)|(?=\.)/;

/**
 * The longest hyphenated part kept on one line: it fits the narrowest column a value gets (a 320 px
 * phone's side panel); a longer part could not, and keeps its hyphens as places to break.
 */
const maxUnbrokenLength = 20;

/**
 * A contact value (an e-mail address, a phone number, an address line) that does not break at a hyphen:
 * a break there reads as a hyphenation, and the visitor copies or types the address without it. A
 * hyphenated part moves to the next line whole; the text, its copy and what screen readers read stay
 * the same (the parts are inline). Text with no hyphen and no `@` is returned as it is; otherwise one
 * element (one item of the value's flex column).
 */
export function BreakableValue({ text }: { text: string }): ReactNode {
  if (!/[-@]/.test(text)) return text;
  const nodes: ReactNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push(plain);
    plain = '';
  };
  for (const word of text.split(/(\s+)/)) {
    word.split(breakPoints).forEach((part, index) => {
      if (index > 0) {
        flush();
        nodes.push(<wbr key={nodes.length} />);
      }
      if (part.includes('-') && part.length <= maxUnbrokenLength) {
        flush();
        nodes.push(
          <span key={nodes.length} className={styles.unbroken}>
            {part}
          </span>,
        );
      } else {
        plain += part;
      }
    });
  }
  flush();
  return <span>{nodes}</span>;
}
