/**
 * What the stories cannot reach: reduced motion (emulated through the DevTools protocol), real Tab
 * presses across inert slides, and the Fullscreen API granted, refused or missing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useEffect, type ReactNode } from 'react';
import { splashCovered } from '../../patterns/Splash';
import { Carousel } from './index';
import { emblaDuration } from './carouselState';
import type { CarouselRootProps } from './CarouselRoot';

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function slides(count: number, withButtons = false) {
  return Array.from({ length: count }, (_, i) => (
    <Carousel.Slide key={i}>
      <div style={{ height: 120 }}>
        <p>Slide {i + 1}</p>
        {withButtons && <button type="button">Explore slide {i + 1}</button>}
      </div>
    </Carousel.Slide>
  ));
}

/** Every part: the toggles show only where they can act. */
function Gallery({
  children,
  thumbnails,
  also,
  ...props
}: CarouselRootProps & { thumbnails?: ReactNode; also?: ReactNode }) {
  return (
    <Carousel.Root {...props}>
      <Carousel.Viewport>{children}</Carousel.Viewport>
      <Carousel.Controls>
        <Carousel.ControlGroup align="start">
          <Carousel.AutoplayToggle />
        </Carousel.ControlGroup>
        <Carousel.Dots />
        <Carousel.ControlGroup align="end">
          <Carousel.Previous />
          <Carousel.Next />
          <Carousel.FullscreenToggle />
        </Carousel.ControlGroup>
      </Carousel.Controls>
      {thumbnails && <Carousel.Thumbnails>{thumbnails}</Carousel.Thumbnails>}
      {also}
    </Carousel.Root>
  );
}

const currentDot = () => document.querySelector('[aria-label^="Go to slide"][aria-current="true"]')?.ariaLabel;

afterEach(async () => {
  await emulateReducedMotion('no-preference');
  vi.restoreAllMocks();
});

describe('emblaDuration', () => {
  it('maps milliseconds to embla’s unitless duration within its useful range', () => {
    expect(emblaDuration(600)).toBe(30);
    expect(emblaDuration(0)).toBe(0);
    expect(emblaDuration(100)).toBe(20);
    expect(emblaDuration(10_000)).toBe(60);
  });
});

describe('autoplay', () => {
  it('advances by itself when motion is welcome', async () => {
    await emulateReducedMotion('no-preference');
    // Not paused by a pointer the browser happens to rest over the carousel (the headless shell starts it
    // at the top left, where the carousel renders); pausing on hover has its story (Autoplay).
    const screen = await render(
      <Gallery label="Gallery" autoplay={{ interval: 150, pauseOnHover: false }} speed={0}>
        {slides(3)}
      </Gallery>,
    );
    await expect.element(screen.getByRole('button', { name: 'Pause autoplay' })).toBeVisible();
    await expect.poll(currentDot).toBe('Go to slide 2');
    // Leave no timer behind.
    await screen.getByRole('button', { name: 'Pause autoplay' }).click();
    await expect.element(screen.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
  });

  it('waits while a splash covers it, still offering Pause, and gives the first slide a whole interval once uncovered', async () => {
    await emulateReducedMotion('no-preference');
    const gallery = (covered: boolean) => (
      <div {...splashCovered(covered)}>
        <Gallery label="Gallery" autoplay={{ interval: 300, pauseOnHover: false }} speed={0}>
          {slides(3)}
        </Gallery>
      </div>
    );
    const moves: number[] = [];
    const observer = new MutationObserver(() => moves.push(performance.now()));
    observer.observe(document.body, { subtree: true, attributeFilter: ['aria-current'] });
    const screen = await render(gallery(true));
    await expect.element(screen.getByRole('button', { name: 'Pause autoplay' })).toBeVisible();
    await sleep(1000);
    expect(moves).toEqual([]);
    expect(currentDot()).toBe('Go to slide 1');

    const uncovered = performance.now();
    await screen.rerender(gallery(false));
    await expect.poll(currentDot).toBe('Go to slide 2');
    expect(moves[0]! - uncovered).toBeGreaterThanOrEqual(300);
    observer.disconnect();
    await screen.getByRole('button', { name: 'Pause autoplay' }).click();
  });

  it('never runs under reduced motion, and offers no Pause/Play button', async () => {
    await emulateReducedMotion('reduce');
    const screen = await render(
      <Gallery label="Gallery" autoplay={{ interval: 150 }} speed={0}>
        {slides(3)}
      </Gallery>,
    );
    await expect.element(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await sleep(600);
    expect(currentDot()).toBe('Go to slide 1');
    expect(document.querySelector('[aria-label$="autoplay"]')).toBeNull();
  });
});

describe('a press before embla has started', () => {
  /** Presses a button of the carousel as it first mounts: before its parent's effects start embla. */
  function PressOnMount({ name }: { name: string }) {
    useEffect(() => {
      document.querySelector<HTMLElement>(`[aria-label="${name}"]`)?.click();
    }, [name]);
    return null;
  }

  it.each([
    ['Next slide', 'Go to slide 2'],
    ['Previous slide', 'Go to slide 3'],
    ['Go to slide 3', 'Go to slide 3'],
  ])('%s is carried out once it has', async (name, shown) => {
    await render(
      <Gallery label="Gallery" loop speed={0} also={<PressOnMount name={name} />}>
        {slides(3)}
      </Gallery>,
    );
    await expect.poll(currentDot).toBe(shown);
  });
});

describe('keyboard', () => {
  it('skips the controls of slides out of view when tabbing (real key presses)', async () => {
    const screen = await render(<Gallery label="Gallery">{slides(3, true)}</Gallery>);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('region', { name: 'Gallery' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Explore slide 1' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(currentDot).toBe('Go to slide 2');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(screen.getByRole('button', { name: 'Explore slide 2' })).toHaveFocus();
  });
});

describe('fullscreen', () => {
  it('toggles the carousel in and out of full screen, with the button’s label following', async () => {
    const screen = await render(<Gallery label="Gallery">{slides(3)}</Gallery>);
    const region = screen.getByRole('region', { name: 'Gallery' }).element();
    // A real click carries the user activation the browser asks for.
    await screen.getByRole('button', { name: 'Enter full screen' }).click();
    await expect.poll(() => document.fullscreenElement).toBe(region);
    await expect.element(screen.getByRole('button', { name: 'Exit full screen' })).toBeVisible();

    await screen.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => document.fullscreenElement).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Enter full screen' })).toBeVisible();
  });

  it('fits image slides and every control on the screen while in full screen', async () => {
    const picture = (n: number) =>
      `data:image/svg+xml,${encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="#${n}a${n}af5"/></svg>`,
      )}`;
    const images = [1, 2, 3].map((n) => (
      <Carousel.Slide key={n}>
        <img src={picture(n)} width={1600} height={1000} alt={`Screen ${n}`} />
      </Carousel.Slide>
    ));
    const thumbs = [1, 2, 3].map((n) => <img key={n} src={picture(n)} width={1600} height={1000} alt="" />);
    const screen = await render(
      <Gallery label="Gallery" thumbnails={thumbs}>
        {images}
      </Gallery>,
    );
    const region = screen.getByRole('region', { name: 'Gallery' }).element();
    await screen.getByRole('button', { name: 'Enter full screen' }).click();
    await expect.poll(() => document.fullscreenElement).toBe(region);
    const image = screen.getByRole('img', { name: 'Screen 1' }).element();
    // The image is capped at the screen's height less room for the controls (whatever the headless
    // screen's size), keeps its proportions, and the thumbnails under it stay in view.
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect
      .poll(() => parseFloat(getComputedStyle(image).maxHeight))
      .toBeCloseTo(window.innerHeight - 14 * rem, 0);
    const box = image.getBoundingClientRect();
    expect(box.height).toBeLessThanOrEqual(window.innerHeight - 14 * rem + 1);
    expect(Math.abs(box.width / box.height - 1.6)).toBeLessThan(0.02);
    const thumbnail = screen.getByRole('button', { name: 'Show slide 1' }).element().getBoundingClientRect();
    expect(thumbnail.bottom).toBeLessThanOrEqual(window.innerHeight);

    await screen.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => document.fullscreenElement).toBeNull();
  });

  it('stays inline and usable when the browser refuses', async () => {
    const request = vi
      .spyOn(HTMLElement.prototype, 'requestFullscreen')
      .mockRejectedValue(new TypeError('Permissions check failed'));
    const screen = await render(<Gallery label="Gallery">{slides(3)}</Gallery>);
    await screen.getByRole('button', { name: 'Enter full screen' }).click();
    expect(request).toHaveBeenCalledTimes(1);
    await sleep(100);
    expect(document.fullscreenElement).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Enter full screen' })).toBeVisible();
    await screen.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(currentDot).toBe('Go to slide 2');
  });

  it('shows no toggle where the Fullscreen API is missing or disabled', async () => {
    vi.spyOn(document, 'fullscreenEnabled', 'get').mockReturnValue(false);
    const screen = await render(<Gallery label="Gallery">{slides(3)}</Gallery>);
    await expect.element(screen.getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(document.querySelector('[aria-label="Enter full screen"]')).toBeNull();
  });
});
