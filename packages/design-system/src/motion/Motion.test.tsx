// What the stories cannot say: the server HTML, the frames of a swap (in between with motion, at its
// end in the first frame under reduced motion), and AutoHeight's height on its way.
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme/themes.css';
import { AutoHeight } from './AutoHeight';
import { LayoutItem, LayoutList } from './LayoutList';
import { Presence } from './Presence';

document.documentElement.classList.add(lightTheme);

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => emulateReducedMotion('no-preference'));

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Clicks in the page itself, so the frames are sampled from the click on: a click through the browser
 * provider returns only after a round trip, which on a slow machine can outlast a 150 ms fade.
 */
const clickNow = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

/** The feature bundle the providers load has arrived, and they have rendered with it. */
async function featuresLoaded() {
  await Promise.all([import('./features/animation'), import('./features/layout')]);
  await nextFrame();
  await nextFrame();
}

/** Opacity as drawn: the element's and its ancestors'. 0 when it is not drawn or not in the page. */
function seen(element: Element | null): number {
  if (!element?.isConnected || !element.checkVisibility()) return 0;
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement)
    opacity *= Number(getComputedStyle(node).opacity);
  return opacity;
}

/** Samples `probe` every frame until `done` (at most 300 frames). */
async function framesUntil<T>(probe: () => T, done: (sample: T) => boolean): Promise<T[]> {
  const samples: T[] = [];
  for (let i = 0; i < 300; i += 1) {
    await nextFrame();
    const sample = probe();
    samples.push(sample);
    if (done(sample)) break;
  }
  return samples;
}

function Swap() {
  const [sent, setSent] = useState(false);
  return (
    <AutoHeight>
      <Presence view={sent ? 'b' : 'a'}>
        {sent ? <p>View B</p> : <button onClick={() => setSent(true)}>View A</button>}
      </Presence>
    </AutoHeight>
  );
}

describe('Presence', () => {
  it('renders its view visible in the server HTML: nothing waits for the features', () => {
    const html = renderToStaticMarkup(
      <Presence view="a">
        <p>Shown</p>
      </Presence>,
    );
    expect(html).toContain('Shown');
    expect(html).not.toMatch(/opacity:\s*0/);
  });

  it('fades the view out, then the next one in, never both at once', async () => {
    const screen = await render(<Swap />);
    await featuresLoaded();
    const probe = () => ({
      a: seen(document.querySelector('button')),
      b: seen([...document.querySelectorAll('p')].find((p) => p.textContent === 'View B') ?? null),
    });
    clickNow(screen.getByRole('button', { name: 'View A' }).element());
    const frames = await framesUntil(probe, (sample) => sample.b === 1 && sample.a === 0);
    expect(frames.some((frame) => frame.a > 0 && frame.a < 1)).toBe(true);
    expect(frames.some((frame) => frame.b > 0 && frame.b < 1)).toBe(true);
    expect(frames.filter((frame) => frame.a > 0 && frame.b > 0)).toEqual([]);
  });

  it('under reduced motion, swaps in one frame', async () => {
    await emulateReducedMotion('reduce');
    const screen = await render(<Swap />);
    await featuresLoaded();
    clickNow(screen.getByRole('button', { name: 'View A' }).element());
    await nextFrame();
    expect(seen(document.querySelector('button'))).toBe(0);
    expect(seen(screen.getByText('View B').element())).toBe(1);
  });
});

function List({ items }: { items: number[] }) {
  return (
    <ul>
      <LayoutList>
        {items.map((n) => (
          <LayoutItem as="li" key={n}>
            Item {n}
          </LayoutItem>
        ))}
      </LayoutList>
    </ul>
  );
}

describe('LayoutList', () => {
  it('renders its items visible in the server HTML', () => {
    const html = renderToStaticMarkup(<List items={[1, 2]} />);
    expect(html).toContain('Item 2');
    expect(html).not.toMatch(/opacity:\s*0/);
  });

  it('marks a leaving item (hidden from assistive technology, inert) while it fades out, then removes it', async () => {
    const screen = await render(<List items={[1, 2, 3]} />);
    await featuresLoaded();
    await screen.rerender(<List items={[1, 3]} />);
    const leaving = screen.getByText('Item 2', { exact: true }).element();
    expect(leaving.getAttribute('data-presence')).toBe('exit');
    expect(leaving.getAttribute('aria-hidden')).toBe('true');
    expect(leaving.hasAttribute('inert')).toBe(true);
    const frames = await framesUntil(
      () => seen(leaving),
      (opacity) => opacity === 0,
    );
    expect(frames.some((opacity) => opacity > 0 && opacity < 1)).toBe(true);
    await expect.poll(() => leaving.isConnected).toBe(false);
  });

  it('under reduced motion, takes a leaving item off the page at once', async () => {
    await emulateReducedMotion('reduce');
    const screen = await render(<List items={[1, 2, 3]} />);
    await featuresLoaded();
    await screen.rerender(<List items={[1, 3]} />);
    const drawn = [...document.querySelectorAll('li')].filter((item) => seen(item) > 0);
    expect(drawn.map((item) => item.textContent)).toEqual(['Item 1', 'Item 3']);
  });
});

function Grow() {
  const [more, setMore] = useState(false);
  return (
    <>
      <AutoHeight data-testid="block">
        <div style={{ height: more ? 400 : 100 }} />
      </AutoHeight>
      <button onClick={() => setMore(true)}>More</button>
    </>
  );
}

describe('AutoHeight', () => {
  it('glides from the old height to the new one', async () => {
    const screen = await render(<Grow />);
    await featuresLoaded();
    const block = screen.getByTestId('block').element();
    // Sampled from the click on, in the page. The first frame may measure the new height before
    // AutoHeight (on its resize observer, later in that frame) starts the glide from the old one, so
    // the glide has ended once the new height has held for three frames.
    clickNow(screen.getByRole('button', { name: 'More' }).element());
    let held = 0;
    const heights = await framesUntil(
      () => block.getBoundingClientRect().height,
      (height) => (held = height === 400 ? held + 1 : 0) === 3,
    );
    expect(heights.some((height) => height > 100 && height < 400)).toBe(true);
    expect(heights.at(-1)).toBe(400);
  });

  it('under reduced motion, takes the new height at once', async () => {
    await emulateReducedMotion('reduce');
    const screen = await render(<Grow />);
    const block = screen.getByTestId('block').element();
    clickNow(screen.getByRole('button', { name: 'More' }).element());
    await nextFrame();
    expect(block.getBoundingClientRect().height).toBe(400);
  });
});
