// What stories cannot do: run real CSS animations (stories end them at once), scroll the page, and
// switch the reduced-motion setting.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme/themes.css';
import { Reveal, RevealItem } from './Reveal';
import { revealOnScrollScript } from './revealOnScroll';
import { revealOnScrollFlag } from './revealOnScrollFlag';

// The motion tokens (durations, easings) are theme variables.
document.documentElement.classList.add(lightTheme);

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(async () => {
  await emulateReducedMotion('no-preference');
  await cdp().send('Emulation.setEmulatedMedia', { media: '' });
  window.scrollTo(0, 0);
});

const opacity = (element: Element) => Number(getComputedStyle(element).opacity);

/**
 * Resolves once the browser has computed whether `element` is in view (the scroll-in's 100 px offset)
 * after a scroll and it is `inView`: the scroll-in script's observer, created earlier, has been told too.
 */
function seen(element: Element, inView: boolean) {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting !== inView) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '0px 0px -100px 0px' },
    );
    observer.observe(element);
  });
}
const below = { height: '150vh' } as const;

describe('Reveal', () => {
  it('renders its content visible in the HTML: nothing is hidden before a script runs', () => {
    const html = renderToStaticMarkup(
      <>
        <Reveal>Scroll</Reveal>
        <Reveal trigger="group">
          <RevealItem delay={0.2}>Item</RevealItem>
        </Reveal>
      </>,
    );
    expect(html).not.toMatch(/opacity|transform|data-reveal-state/);
  });

  it('leaves what is in view as it is, and fades up what was below the fold as it scrolls into view', async () => {
    const screen = await render(
      <>
        <Reveal>In view</Reveal>
        <div style={below} />
        <Reveal delay={0.3}>Further down</Reveal>
      </>,
    );
    const inView = screen.getByText('In view').element();
    const further = screen.getByText('Further down').element();
    await expect.poll(() => further.getAttribute('data-reveal-state')).toBe('waiting');
    expect(inView.hasAttribute('data-reveal-state')).toBe(false);
    expect(opacity(inView)).toBe(1);
    expect(opacity(further)).toBe(0);

    further.scrollIntoView({ block: 'center' });
    await expect.poll(() => further.getAttribute('data-reveal-state')).toBe('entering');
    // The delay (0.3 s) and the 800 ms fade, then fully shown.
    expect(opacity(further)).toBe(0);
    await expect.poll(() => opacity(further)).toBe(1);
  });

  it('with once={false}, plays again as it comes back from below, and stays shown once scrolled past', async () => {
    const screen = await render(
      <>
        <div style={below} />
        <Reveal once={false}>Repeats</Reveal>
        <div style={{ height: '300vh' }} />
      </>,
    );
    const repeats = screen.getByText('Repeats').element();
    const state = () => repeats.getAttribute('data-reveal-state');
    await expect.poll(state).toBe('waiting');

    repeats.scrollIntoView({ block: 'center' });
    await expect.poll(state).toBe('entering');
    await expect.poll(() => opacity(repeats)).toBe(1);

    // Scrolled past: above the viewport, it stays shown (a full-page capture or a reader scrolling
    // back up sees it), and seen again from above it does not replay.
    window.scrollTo(0, repeats.getBoundingClientRect().top + window.scrollY + window.innerHeight);
    await seen(repeats, false);
    expect(repeats.getBoundingClientRect().bottom).toBeLessThan(0);
    expect(state()).toBe('entering');
    expect(opacity(repeats)).toBe(1);
    repeats.scrollIntoView({ block: 'center' });
    await seen(repeats, true);
    expect(repeats.getAnimations().filter((animation) => animation.playState === 'running')).toEqual([]);
    expect(opacity(repeats)).toBe(1);

    // Back at the top, it is below the fold again: it waits, hidden, and plays again as it comes back.
    window.scrollTo(0, 0);
    await expect.poll(state).toBe('waiting');
    expect(opacity(repeats)).toBe(0);
    repeats.scrollIntoView({ block: 'center' });
    await expect.poll(state).toBe('entering');
    await expect.poll(() => opacity(repeats)).toBe(1);
  });

  it('shows everything in print, still: what waits below the fold too', async () => {
    const screen = await render(
      <>
        <div style={below} />
        <Reveal once={false}>Repeats</Reveal>
        <Reveal>Once</Reveal>
        <Reveal trigger="group">
          <RevealItem delay={0.6}>Item</RevealItem>
        </Reveal>
      </>,
    );
    const elements = ['Repeats', 'Once', 'Item'].map((text) => screen.getByText(text).element());
    await expect.poll(() => elements.map(opacity)).toEqual([0, 0, 0]);
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    for (const element of elements) {
      expect(opacity(element)).toBe(1);
      expect(getComputedStyle(element).transform).toBe('none');
    }
  });

  it('plays a group’s items one after another when the group scrolls into view', async () => {
    const screen = await render(
      <>
        <div style={below} />
        <Reveal trigger="group">
          <RevealItem>First</RevealItem>
          <RevealItem delay={0.6}>Second</RevealItem>
        </Reveal>
      </>,
    );
    const first = screen.getByText('First').element();
    const second = screen.getByText('Second').element();
    await expect.poll(() => opacity(second)).toBe(0);
    second.scrollIntoView({ block: 'center' });
    await expect.poll(() => opacity(first)).toBeGreaterThan(0);
    expect(opacity(second)).toBe(0);
    await expect.poll(() => opacity(second)).toBe(1);
  });

  it('plays opening content from the first paint, and holds it while paused or under a splash', async () => {
    const screen = await render(
      <>
        <Reveal trigger="load" delay={0.2}>
          Opening
        </Reveal>
        <Reveal trigger="load" play={false}>
          Held
        </Reveal>
        <div data-splash-covered="">
          <Reveal trigger="load">Covered</Reveal>
        </div>
      </>,
    );
    const opening = screen.getByText('Opening').element();
    const held = screen.getByText('Held').element();
    const covered = screen.getByText('Covered').element();
    await expect.poll(() => opacity(opening)).toBe(1);
    expect(opacity(held)).toBe(0);
    expect(opacity(covered)).toBe(0);

    covered.parentElement!.removeAttribute('data-splash-covered');
    await expect.poll(() => opacity(covered)).toBe(1);
  });

  it('never hides or moves anything under reduced motion', async () => {
    await emulateReducedMotion('reduce');
    const screen = await render(
      <>
        <Reveal trigger="load" delay={0.6} play={false}>
          Opening
        </Reveal>
        <div style={below} />
        <Reveal delay={0.6}>Further down</Reveal>
      </>,
    );
    const further = screen.getByText('Further down').element();
    // Hidden by the script or not (it may have started before the setting changed), it shows.
    for (const element of [screen.getByText('Opening').element(), further]) {
      expect(opacity(element)).toBe(1);
      expect(getComputedStyle(element).transform).toBe('none');
      expect(element.getAnimations()).toEqual([]);
    }
  });

  it('ships its scroll-in script as one self-contained function', () => {
    expect(revealOnScrollScript).toMatch(/^\(function startRevealOnScroll\(\) \{/);
    // It runs as a classic script: no import, no reference to a module's scope.
    expect(() => new Function(revealOnScrollScript)).not.toThrow();
    expect(revealOnScrollScript).not.toMatch(/\bimport\b|__vite|require\(/);
    expect(revealOnScrollScript).toContain(revealOnScrollFlag);
  });
});
