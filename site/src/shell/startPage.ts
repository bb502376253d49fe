import type { splash } from '../content/constants';

/**
 * The page's first script, a small classic file in `<head>` that runs before the body is parsed (its
 * source is `startPageScript`; it must stay self-contained). Two jobs that cannot wait for a module:
 *
 * - **The splash, once per visit.** At the first page of a visit (this tab's session) the
 *   prerendered splash shows until `durationMs` after the start of the page load, then leaves; focus
 *   that reaches the page it covers goes back meanwhile. A later page of the same visit never shows
 *   it: it is removed as it is parsed, before the first paint. Once it has arranged either, it marks
 *   `<html>` with `scriptAttribute`: a page without that mark lifts its splash in CSS.
 * - **No press is lost before an island hydrates.** A button pressed, or a form submitted, inside an
 *   island that has not hydrated yet is held (never submitted natively, so no field ends up in a
 *   URL) and kept for the island loader, which hydrates the island and carries the press out.
 */
export function startPage({ durationMs, sessionKey, scriptAttribute }: typeof splash): void {
  const root = document.documentElement;

  const kept: unknown[] = ((window as unknown as Record<string, unknown[]>)['__islandPresses'] ??= []); // = earlyPresses.key
  const waiting = (target: EventTarget | null) =>
    target instanceof Element ? target.closest('[data-island]:not([data-hydrated])') : null;
  const keep = (island: Element, press: object) => {
    kept.push({ island, ...press });
    island.dispatchEvent(new Event('island-press', { bubbles: true })); // = earlyPresses.event
  };
  document.addEventListener(
    'click',
    (event) => {
      const island = waiting(event.target);
      const control =
        island &&
        (event.target as Element).closest(
          'button, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]',
        );
      if (!island || !control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(island, { control });
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const island = waiting(event.target);
      if (!island) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(island, { form: event.target, submitter: event.submitter });
    },
    true,
  );

  // View transitions between pages: what is marked for a page (`data-transition-for`) carries its
  // `data-transition-name` while the transition runs, leaving to that page or arriving from it. A
  // transition the browser skips (a reload, reduced motion on the next page) rejects its promises:
  // that is not an error of the page's.
  type Transition = { ready: Promise<unknown>; finished: Promise<unknown>; updateCallbackDone?: Promise<unknown> };
  const ignore = () => {};
  const nameFor = (paths: (string | undefined)[], transition: Transition) => {
    for (const promise of [transition.ready, transition.finished, transition.updateCallbackDone])
      promise?.catch(ignore);
    const marked = [...document.querySelectorAll<HTMLElement>('[data-transition-for]')].filter((element) =>
      paths.includes(element.dataset.transitionFor),
    );
    for (const element of marked)
      element.style.setProperty('view-transition-name', element.dataset.transitionName ?? '');
    const clear = () => marked.forEach((element) => element.style.removeProperty('view-transition-name'));
    transition.finished.then(clear, clear);
  };
  // A transition the browser aborts before the page could see it (another navigation at once) is
  // reported as the page's unhandled rejection: it is the browser's, not an error of the page's.
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === 'InvalidStateError' && /^Transition was/.test(reason.message))
      event.preventDefault();
  });
  const pathOf = (address: string | undefined) => (address ? new URL(address).pathname : undefined);
  type SwapEvent = Event & { viewTransition?: Transition | null; activation?: { entry?: { url?: string } } | null };
  addEventListener('pageswap', (event) => {
    const { viewTransition, activation } = event as SwapEvent;
    if (viewTransition) nameFor([location.pathname, pathOf(activation?.entry?.url)], viewTransition);
  });
  type RevealEvent = Event & { viewTransition?: Transition | null };
  addEventListener('pagereveal', (event) => {
    const { viewTransition } = event as RevealEvent;
    const from = (window as { navigation?: { activation?: { from?: { url?: string } | null } } }).navigation?.activation
      ?.from;
    if (viewTransition) nameFor([location.pathname, pathOf(from?.url)], viewTransition);
  });

  const splash = '[data-splash]';
  const covered = '[data-splash-covered]';
  const lift = () => {
    document.querySelector(splash)?.remove();
    document.querySelector(covered)?.removeAttribute('data-splash-covered');
  };
  let seen = false;
  try {
    seen = sessionStorage.getItem(sessionKey) !== null;
  } catch {
    // No session storage: the splash shows on every page, as the spec's first page does.
  }
  if (seen) {
    // Removed as the parser adds them: observers run before the browser paints.
    const observer = new MutationObserver(lift);
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => (observer.disconnect(), lift()), { once: true });
    root.setAttribute(scriptAttribute, '');
    return;
  }
  const sendBack = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.closest(covered)) target.blur();
  };
  document.addEventListener('focusin', sendBack);
  setTimeout(
    () => {
      document.removeEventListener('focusin', sendBack);
      lift();
      try {
        sessionStorage.setItem(sessionKey, '1');
      } catch {
        // As above.
      }
    },
    Math.max(0, durationMs - performance.now()),
  );
  root.setAttribute(scriptAttribute, '');
}

/** The classic script's source, with the site's settings. */
export const startPageScript = (options: Parameters<typeof startPage>[0]) =>
  `(${startPage.toString()})(${JSON.stringify(options)});\n`;
