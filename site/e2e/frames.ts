/**
 * Motion, observed frame by frame: a probe runs in the page once per animation frame from the next
 * event of a kind (a click, a submit) on, until the probe says the page has settled. Tests then look
 * for an element between its start and its end state (motion), or at its end state in the first frame
 * (reduced motion). Frames, not clock time: nothing here depends on how fast the machine is.
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

/**
 * Starts recording: `probe` (self-contained, it runs in the page; it can read `window.probeArg`, set
 * to `arg`) is sampled from the next `event` on. Trigger the event, then await the returned function.
 */
export async function recordFrames<T extends Probe>(
  page: Page,
  event: 'click' | 'pointerdown' | 'submit',
  probe: () => T,
  arg?: unknown,
): Promise<() => Promise<FrameRecord<T>>> {
  await page.evaluate(`window.probe = ${probe.toString()}`);
  await page.evaluate(
    ({ event, arg }) => {
      const state = window as unknown as {
        probe: () => Probe;
        probeArg: unknown;
        recording: { before?: Probe; frames: Probe[]; done: boolean };
      };
      state.probeArg = arg;
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
    { event, arg },
  );
  return async () => {
    await page.waitForFunction(() => (window as unknown as { recording: { done: boolean } }).recording.done, null, {
      timeout: 30_000,
    });
    return page.evaluate(() => (window as unknown as { recording: FrameRecord<T> }).recording);
  };
}

/** Whether `value` lies strictly between `a` and `b`, more than `margin` from each. */
export function strictlyBetween(value: number, a: number, b: number, margin = 1): boolean {
  return value > Math.min(a, b) + margin && value < Math.max(a, b) - margin;
}
