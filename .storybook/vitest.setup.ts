/**
 * Runs every story as a test in Chromium: the story's play function, then an axe check and a
 * screenshot in the light theme, then the same in the dark theme. (addon-a11y's own test run is off in
 * preview.tsx: it would check the story's theme a third time.)
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import axe from 'axe-core';
import { beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { darkTheme, lightTheme } from '../packages/design-system/src';
import { revealOnScrollFlag } from '../packages/design-system/src/motion/revealOnScrollFlag';
import { fontAuditAttribute, type FontFallback } from './fontAudit';
import * as projectAnnotations from './preview';
import { defaultTestViewport, viewports, type ViewportName } from './viewports';

// A play function's `findBy…` and `waitFor` wait as long as the tests' other waits (vitest.config.ts):
// Testing Library's default of 1 s is too short for a lazy part (the menu's dialog) on a slow machine.
configure({ asyncUtilTimeout: 30_000 });

// Screenshots must not depend on where an animation happened to be: CSS animations end at once, and
// Reveal's scroll-in script never starts, so nothing below the fold is held back (Reveal's own tests
// run in the dom project, without this file).
(window as unknown as Record<string, unknown>)[revealOnScrollFlag] = true;
// The story files of a worker share one page (vitest.config.ts), and this file runs before each of them.
const still = document.getElementById('still') ?? document.createElement('style');
still.id = 'still';
still.textContent =
  '*,*::before,*::after{transition-duration:0s!important;transition-delay:0s!important;animation-duration:0s!important;animation-delay:0s!important;caret-color:transparent!important}' +
  // Reveal's entrances are shown in their final state (a zero-length animation can still be caught at
  // its start, e.g. when the viewport is resized for a screenshot).
  '[data-reveal],[data-reveal-item]{animation:none!important;opacity:1!important;transform:none!important}';
document.head.append(still);

const themeClass = { light: lightTheme, dark: darkTheme } as const;

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The texts under `[data-font-audit]` that Chromium drew with a font we do not ship (.storybook/fontAudit.ts). */
    auditFonts: () => Promise<FontFallback[]>;
  }
}

/**
 * Fails when any text of the story (portals included) is drawn with a font we do not ship: such a
 * screenshot would depend on the fonts of the machine that took it.
 */
async function expectOnlyShippedFonts() {
  document.body.setAttribute(fontAuditAttribute, '');
  try {
    const fallbacks = await commands.auditFonts();
    const texts = new Map<string, string[]>();
    for (const { element, font } of fallbacks) texts.set(font, [...(texts.get(font) ?? []), element]);
    const lines = [...texts].map(
      ([font, elements]) => `${font}: ${elements.length} text(s), such as ${elements.slice(0, 4).join(', ')}`,
    );
    expect(
      lines,
      'Text drawn with a font we do not ship: give it a self-hosted font (a fontsource package) or leave the character out',
    ).toEqual([]);
  } finally {
    document.body.removeAttribute(fontAuditAttribute);
  }
}

function applyThemeClass(theme: keyof typeof themeClass) {
  const root = document.documentElement;
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(themeClass[theme]);
  root.style.colorScheme = theme;
}

async function expectNoAxeViolations(theme: string) {
  const { violations } = await axe.run(document, {
    resultTypes: ['violations'],
    // A story is a fragment of a page: page-level landmark and heading rules do not apply.
    rules: {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations in the ${theme} theme`).toEqual([]);
}

/** For a full-page story left scrolled: a fixed, transparent element covering the viewport. */
function scrolledPageProbe(parameters: Record<string, unknown>): HTMLElement | undefined {
  if (parameters.layout !== 'fullscreen' || window.scrollY === 0) return undefined;
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:fixed;inset:0;pointer-events:none';
  document.body.append(probe);
  return probe;
}

const testAnnotations = {
  beforeEach: async ({ globals }: { globals: Record<string, unknown> }) => {
    const name = (globals.viewport as { value?: ViewportName } | undefined)?.value;
    const size = name && viewports[name] ? viewports[name].styles : undefined;
    await page.viewport(
      size ? parseInt(size.width, 10) : defaultTestViewport.width,
      size ? parseInt(size.height, 10) : defaultTestViewport.height,
    );
  },
  afterEach: async ({
    id,
    canvasElement,
    parameters,
    globals,
  }: {
    id: string;
    canvasElement: HTMLElement;
    parameters: Record<string, unknown>;
    globals: Record<string, unknown>;
  }) => {
    await document.fonts.ready;
    const viewportProbe = scrolledPageProbe(parameters);
    let target: HTMLElement;
    if (viewportProbe) {
      // A story that ends scrolled (a sticky header's scrolled look, a back-to-top button) is shot as
      // the visitor sees it: the viewport, through a transparent fixed element.
      target = viewportProbe;
    } else {
      target = parameters.layout === 'fullscreen' ? document.body : canvasElement;
      // A story taller than the viewport would be cut off in its screenshot: grow the viewport to fit.
      const height = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
      if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
    }
    try {
      await expectOnlyShippedFonts();
      // Both themes are compared even when the first differs, so the review report shows both.
      const differences: unknown[] = [];
      for (const theme of ['light', 'dark'] as const) {
        applyThemeClass(theme);
        await expectNoAxeViolations(theme);
        await expect
          .element(page.elementLocator(target))
          .toMatchScreenshot(`${id}--${theme}`)
          .catch((difference: unknown) => differences.push(difference));
      }
      if (differences.length > 0) throw differences[0];
    } finally {
      viewportProbe?.remove();
    }
    applyThemeClass((globals.theme as 'light' | 'dark') ?? 'light');
  },
};

const annotations = setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, testAnnotations]);

beforeAll(annotations.beforeAll);
