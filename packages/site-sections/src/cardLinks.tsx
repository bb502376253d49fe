/** The cards' links: opening a new tab, and the words their names carry beyond the visible label. */
import { visuallyHidden } from '@agency/design-system/foundations';

/** A card link that may open a new tab: its `target` and `rel` (`noopener noreferrer`), or neither. */
export const newTabProps = (newTab: boolean | undefined) =>
  newTab
    ? ({ target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ target: undefined, rel: undefined } as const);

/** What a link that opens a new tab adds, visually hidden, to its name: the hint, e.g. ' (opens in a new tab)'. */
export const newTabWords = (newTab: boolean | undefined, hint: string | undefined) =>
  newTab && hint ? ` ${hint}` : '';

export interface CardActionLabelProps {
  /** The visible words, e.g. 'View Resource'. */
  label: string;
  /** The card's title, which follows them in the link's name. */
  title: string;
  newTab: boolean | undefined;
  newTabHint: string | undefined;
}

/** A card's action label: 'View Resource', then, visually hidden, ' – Title' and the new-tab hint. */
export function CardActionLabel({ label, title, newTab, newTabHint }: CardActionLabelProps) {
  return (
    <>
      {label}
      <span className={visuallyHidden}>
        {` – ${title}`}
        {newTabWords(newTab, newTabHint)}
      </span>
    </>
  );
}
