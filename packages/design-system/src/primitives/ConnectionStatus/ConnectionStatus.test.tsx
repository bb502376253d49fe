// What stories cannot do: watch the live region's DOM across re-renders, switch the reduced-motion
// setting, and size the viewport at 1440 px.
import '../../theme/fonts.css';
import '../../theme/global.css';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BackToTop } from '../../patterns/BackToTop';
import { lightTheme } from '../../theme/themes.css';
import { ConnectionStatus } from './ConnectionStatus';

// The motion tokens (durations, easings) and the colours are theme variables.
document.documentElement.classList.add(lightTheme);

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(async () => {
  await page.viewport(1024, 720);
  await emulateReducedMotion('no-preference');
});

const note = (visible: boolean, detail = 'showing saved pages') => (
  <ConnectionStatus visible={visible} detail={detail}>
    You’re offline
  </ConnectionStatus>
);

/** Every change to the region's subtree (what a screen reader watching the live region would hear of). */
function watch(region: Element) {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    changes: () => {
      records.push(...observer.takeRecords());
      return records.length;
    },
    stop: () => observer.disconnect(),
  };
}

describe('ConnectionStatus', () => {
  it('is a live region before its text, and the text arrives into it once', async () => {
    const screen = await render(note(false));
    const region = screen.getByRole('status').element();
    expect(region).toBeEmptyDOMElement();
    expect(region.getAttribute('aria-live')).toBe('polite');

    const watcher = watch(region);
    await screen.rerender(note(true));
    expect(screen.getByRole('status').element()).toBe(region);
    expect(region.textContent).toBe('You’re offline — showing saved pages');
    expect(watcher.changes()).toBeGreaterThan(0);

    // The page re-renders (new elements, the same text): nothing in the region changes, so nothing is read again.
    const afterAppearing = watcher.changes();
    await screen.rerender(note(true));
    await screen.rerender(note(true));
    expect(watcher.changes()).toBe(afterAppearing);

    // A new message is a change, and is read.
    await screen.rerender(note(true, 'showing pages saved on this phone'));
    expect(watcher.changes()).toBeGreaterThan(afterAppearing);
    watcher.stop();
  });

  it('fades and rises in when motion is allowed, and appears at once under reduced motion', async () => {
    const entrance = async () => {
      const screen = await render(note(true));
      const paper = screen.getByRole('status').element().firstElementChild!;
      const running = paper
        .getAnimations()
        .map((animation) => (animation as CSSTransition).transitionProperty)
        .sort();
      const opacity = getComputedStyle(paper).opacity;
      await screen.unmount();
      return { running, opacity };
    };

    await emulateReducedMotion('no-preference');
    expect((await entrance()).running).toEqual(['opacity', 'translate']);

    await emulateReducedMotion('reduce');
    expect(await entrance()).toEqual({ running: [], opacity: '1' });
  });

  /** A detail long enough to fill the band the note may take, up to the button's corner. */
  const longDetail = 'showing the pages you read earlier, saved on this device until the connection returns';

  it.each([
    [375, 740, 'showing saved pages'],
    [375, 740, longDetail],
    [1440, 900, 'showing saved pages'],
    [1440, 900, longDetail],
  ])(
    'at %i × %i px, with "%s", keeps clear of the back-to-top button and inside the screen',
    async (width, height, detail) => {
      await page.viewport(width, height);
      const screen = await render(
        <>
          {note(true, detail)}
          <BackToTop threshold={-1} />
        </>,
      );
      await document.fonts.ready;
      const paper = screen.getByRole('status').element().firstElementChild!;
      // Where it comes to rest after its entrance.
      await Promise.all(paper.getAnimations().map((animation) => animation.finished));
      const box = paper.getBoundingClientRect();
      const button = screen.getByRole('button', { name: 'Back to top' }).element().getBoundingClientRect();
      // Side by side, 8 px apart at least; a note of one or two lines on the button's centre line.
      expect(button.left - box.right).toBeGreaterThanOrEqual(8);
      if (box.height <= button.height) {
        expect(Math.abs((box.top + box.bottom) / 2 - (button.top + button.bottom) / 2)).toBeLessThanOrEqual(1);
      }
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(box.bottom).toBeLessThanOrEqual(height - 16);
      if (width >= 768) expect(Math.abs((box.left + box.right) / 2 - width / 2)).toBeLessThanOrEqual(1);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    },
  );
});
