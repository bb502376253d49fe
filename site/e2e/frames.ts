/**
 * Motion, observed frame by frame: a probe runs in the page once per animation frame from the next
 * event of a kind (a click, a submit) on, until the probe says the page has settled. Tests then look
 * for an element between its start and its end state (motion), or at its end state in the first frame
 * (reduced motion). Frames, not clock time; and with `stepClock` a JavaScript animation advances one
 * frame per sample, so a busy machine cannot skip its middle.
 */
import type { Page } from 'playwright';

/** What a probe returns each frame; `settled` ends the recording (after a few settled frames). */
export interface Probe {
  settled: boolean;
}

export interface FrameRecord<T extends Probe> {
  /** The probe in the event's own task, before anything it sets off has rendered. */
  before: T;
  /** The probe in each animation frame after the event, in order. */
  frames: T[];
}

export interface RecordOptions {
  /**
   * Step the page's clock one animation frame at a time while recording, for a page opened
   * `onPlaywrightClock`: a JavaScript animation (framer-motion's) is then seen at the same moments
   * however busy the machine is, where real frames can be far apart enough to skip its whole way.
   * (Web Animations and CSS keep the document's real timeline: see `animationRate`.)
   */
  stepClock?: boolean;
  /**
   * The speed of the document's timeline while recording (Chromium's `Animation.setPlaybackRate`):
   * below 1, Web Animations and CSS transitions (framer-motion runs opacity and height on them) take
   * that much longer, so that frames far apart on a busy machine still fall in their middle.
   */
  animationRate?: number;
}

/** An animation frame on Playwright's clock, which schedules them 16 ms apart. */
const frameMs = 16;

/**
 * Starts recording: `probe` (self-contained, it runs in the page) is sampled from the next `event`
 * on. Trigger the event, then await the returned function.
 */
export async function recordFrames<T extends Probe>(
  page: Page,
  event: 'click' | 'pointerdown' | 'submit',
  probe: () => T,
  { stepClock = false, animationRate = 1 }: RecordOptions = {},
): Promise<() => Promise<FrameRecord<T>>> {
  const timeline = animationRate === 1 ? null : await page.context().newCDPSession(page);
  await timeline?.send('Animation.setPlaybackRate', { playbackRate: animationRate });
  await page.evaluate(`window.probe = ${probe.toString()}`);
  await page.evaluate(
    ({ event }) => {
      const state = window as unknown as {
        probe: () => Probe;
        recording: { before?: Probe; frames: Probe[]; done: boolean };
      };
      const recording: { before?: Probe; frames: Probe[]; done: boolean } = { frames: [], done: false };
      state.recording = recording;
      const start = () => {
        recording.before = state.probe();
        let settledFrames = 0;
        const step = () => {
          const sample = state.probe();
          recording.frames.push(sample);
          settledFrames = sample.settled ? settledFrames + 1 : 0;
          if (settledFrames >= 3 || recording.frames.length >= 1200) recording.done = true;
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      };
      document.addEventListener(event, start, { capture: true, once: true });
    },
    { event },
  );
  // Paused ahead of now, as the clock cannot go back: a second ahead, as a busy machine can take
  // more than a tenth of one between reading the page's clock and pausing it.
  if (stepClock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return async () => {
    if (stepClock) {
      const done = () => page.evaluate(() => (window as unknown as { recording: { done: boolean } }).recording.done);
      for (let frame = 0; frame < 1200 && !(await done()); frame++) await page.clock.runFor(frameMs);
      await page.clock.resume();
    }
    try {
      await page.waitForFunction(() => (window as unknown as { recording: { done: boolean } }).recording.done);
    } finally {
      // Back to full speed even when the recording fails, so a reused tab is not left slowed.
      await timeline?.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await timeline?.detach();
    }
    return page.evaluate(() => (window as unknown as { recording: FrameRecord<T> }).recording);
  };
}

/** Whether `value` lies strictly between `a` and `b`, more than `margin` from each. */
export function strictlyBetween(value: number, a: number, b: number, margin = 1): boolean {
  return value > Math.min(a, b) + margin && value < Math.max(a, b) - margin;
}
