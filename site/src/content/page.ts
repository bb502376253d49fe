/**
 * Shapes shared by the inner pages' content (About, Contact, Booking, Products, Solutions,
 * Developers, Resources, Login): the page hero, form fields and simple links.
 */

/** The banner at the top of an inner page. */
export interface HeroText {
  /** Small label above the title. */
  readonly eyebrow?: string;
  /** The page's `h1`. */
  readonly title: string;
  /** One or two sentences under the title. */
  readonly subtitle: string;
}

/** A labelled form control. */
export interface FieldText {
  /** Visible label (also the accessible name). */
  readonly label: string;
  readonly placeholder?: string;
  /** Whether the control carries the `required` flag. */
  readonly required: boolean;
  /** Value of the `autocomplete` attribute, when the browser can help. */
  readonly autoComplete?: string;
}

/** An internal link or call-to-action button. */
export interface PageLink {
  readonly label: string;
  /** Route path (starting with '/') or an in-page anchor (starting with '#'). */
  readonly href: `/${string}` | `#${string}`;
}
