/**
 * The page's one module script: 11ty's is-land, which runs each island's hydration when its
 * condition is met (`<Island when>`), and this, which hydrates it with React. React and an island's
 * code are asked for only then. A press, focus or key inside an island that has not hydrated yet
 * hydrates it at once; a press kept by the page's first script before this ran is carried out once it
 * has.
 */
import { Island as IsLand } from '@11ty/is-land';
import { registerServiceWorkerWhenIdle } from '../app/registerServiceWorker';
import { mayHoldStoredSession } from '../integrations/identity/session';
import { earlyPresses, type EarlyPress } from './earlyPresses';
import { hydrateOnScroll, interactionEvents, startAtLoadIfNeeded } from './conditions';
import { followOfflineStatus } from './offlineNote';
import { islands, isIslandName } from './registry';
import { flagScrolledHeader } from './scrollFlag';
import { nav } from '../content/constants';

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Resolves when an island's code can load: at once online, or where the service worker answers
 * (it keeps the scripts); offline without it, once the connection is back, rather than failing.
 */
function whenLoadable(): Promise<void> {
  if (navigator.onLine || navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function hydrate(element: HTMLElement): Promise<void> {
  let hydrating = hydrations.get(element);
  if (!hydrating) {
    const name = element.dataset.island;
    if (!isIslandName(name)) return Promise.reject(new Error(`No island is called ${name}`));
    hydrating = whenLoadable()
      .then(() => Promise.all([islands[name](), import('./hydrate')]))
      .then(([module, { hydrateIsland }]) =>
        hydrateIsland(element, module.default as Parameters<typeof hydrateIsland>[1]),
      );
    // A failed load (offline, a new build) may be tried again by the next press.
    hydrating.catch(() => hydrations.delete(element));
    hydrations.set(element, hydrating);
  }
  return hydrating;
}

/** Hydrates, saying so when it fails: the part stays as the HTML shows it. */
const hydrateOrWarn = (element: HTMLElement) =>
  hydrate(element).catch((error: unknown) => {
    console.warn(`The ${element.dataset.island ?? ''} part could not start; it stays as it is.`, error);
  });

IsLand.addInitType('react', (element: HTMLElement) => hydrateOrWarn(element));

const waiting = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-island]:not([data-hydrated])') : null;

for (const type of interactionEvents.split(',')) {
  document.addEventListener(
    type,
    (event) => {
      const island = waiting(event.target);
      if (island) void hydrateOrWarn(island);
    },
    { capture: true, passive: true },
  );
}

// A field focused before this script ran.
const focused = waiting(document.activeElement);
if (focused) void hydrateOrWarn(focused);

window.addEventListener(
  'scroll',
  () => document.querySelectorAll<HTMLElement>(`[${hydrateOnScroll}]:not([data-hydrated])`).forEach(hydrateOrWarn),
  { once: true, passive: true },
);
flagScrolledHeader(nav.scrolledThresholdPx);
followOfflineStatus();

// Islands that wait for the visitor but may hold something of theirs to show at once (startAtLoad.ts).
const startAtLoadWhereNeeded = () => {
  const candidates = document.querySelectorAll<HTMLElement>(`[${startAtLoadIfNeeded}]:not([data-hydrated])`);
  if (candidates.length === 0) return;
  void import('./startAtLoad').then(({ startAtLoad, startsAtLoad }) =>
    candidates.forEach(async (island) => {
      const name = island.dataset.island;
      if (startsAtLoad(name ?? '') && (await startAtLoad[name as keyof typeof startAtLoad]()))
        void hydrateOrWarn(island);
    }),
  );
};
// In a task of its own: the load event comes in the task that ran this module, and the two together
// were one long task on a slow phone.
const startAtLoadSoon = () => setTimeout(startAtLoadWhereNeeded);
if (document.readyState === 'complete') startAtLoadSoon();
else window.addEventListener('load', startAtLoadSoon, { once: true });

const kept = ((window as unknown as Record<string, EarlyPress[] | undefined>)[earlyPresses.key] ??= []);

function carryOut(press: EarlyPress) {
  void hydrateOrWarn(press.island).then(() => {
    if (!press.island.hasAttribute('data-hydrated')) return;
    if (press.form?.isConnected) press.form.requestSubmit(press.submitter?.isConnected ? press.submitter : null);
    else if (press.control?.isConnected) press.control.click();
  });
}

const carryOutKept = () => kept.splice(0).forEach(carryOut);
document.addEventListener(earlyPresses.event, carryOutKept);
carryOutKept();

// Where a session is stored, the page follows it from its first idle moment, as the spec's whole app
// does; with none, no identity code loads until a sign-in island asks.
if (mayHoldStoredSession()) {
  const follow = () =>
    void import('./identity').then(
      (module) => module.followStoredSession(),
      (error: unknown) => console.warn('Sign-in state unavailable', error),
    );
  if ('requestIdleCallback' in window) requestIdleCallback(follow, { timeout: 5000 });
  else setTimeout(follow, 1000);
}

registerServiceWorkerWhenIdle();
