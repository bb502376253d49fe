import { Suspense, use, useState, type ReactNode } from 'react';
import { whenPageUncovered } from './splashState';

/**
 * Companions of `deferredUntilUncovered` for parts above or beside what a visitor uses at once (a
 * form), where a part missing for a moment would move the page.
 *
 * React keeps a deferred part's server HTML only until something above it changes: when a context
 * changes (the identity provider reports while the splash still covers the page), React drops the
 * part's not-yet-hydrated HTML and shows the `<Suspense>` fallback until the part's code arrives, which
 * is after the splash has left. A `DeferredSlot` shows, as that fallback, the part as the server wrote
 * it, so nothing changes on screen. After a client-side navigation there is no server HTML:
 * `useWholePageOnNavigation` has the page wait for its parts' code and show whole.
 */

/** Where a deferred part renders, and its prerendered HTML. */
export interface PrerenderedSlot {
  readonly id: string;
  /** The slot's content in the prerendered page; undefined on the server and after a client-side navigation. */
  readonly html: string | undefined;
}

/**
 * A slot for a deferred part, with the content the prerendered page has in it. Call it when the
 * page's module loads: a prerendered page's module loads before the page is hydrated.
 */
export function prerenderedSlot(id: string): PrerenderedSlot {
  return { id, html: typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML };
}

/** The slot's element adds no box: the part lays out as if it were not there. */
const noBox = { display: 'contents' } as const;

/**
 * A deferred part (`deferredUntilUncovered`) in its slot: an element with the slot's id, around the
 * part once its code has arrived (and on the server), around the slot's prerendered HTML until then.
 * `as="span"` where only phrasing content is allowed.
 */
export function DeferredSlot({
  slot,
  as: Tag = 'div',
  children,
}: {
  slot: PrerenderedSlot;
  as?: 'div' | 'span';
  children: ReactNode;
}) {
  const copy =
    slot.html === undefined ? null : <Tag id={slot.id} style={noBox} dangerouslySetInnerHTML={{ __html: slot.html }} />;
  return (
    <Suspense fallback={copy}>
      <Tag id={slot.id} style={noBox}>
        {children}
      </Tag>
    </Suspense>
  );
}

let uncovered = false;
void whenPageUncovered().then(() => {
  uncovered = true;
});

/**
 * After a client-side navigation (the splash gone before the page mounted), suspends the page until
 * `ready` (`partsReady`) has settled, so the page shows whole rather than with empty slots first. A
 * page hydrated from the server never waits: its form is usable while its parts' code is on the way.
 */
export function useWholePageOnNavigation(ready: Promise<void>): void {
  const [afterNavigation] = useState(() => uncovered);
  if (afterNavigation) use(ready);
}

/**
 * Loads deferred parts' code once the page is uncovered (at once after a client-side navigation),
 * including parts that render only later (a form's messages). Call it when the page's module loads.
 * It never rejects: a part whose code fails to load fails where it renders, as it would alone.
 */
export function partsReady(...parts: { preload(): Promise<void> }[]): Promise<void> {
  return whenPageUncovered()
    .then(() => Promise.all(parts.map((part) => part.preload())))
    .then(
      () => undefined,
      () => undefined,
    );
}
