import { useCallback, useRef } from 'react';

export interface SubmitOnce {
  /** Runs the submit unless one is under way: state updates are not synchronous, a second click is. */
  submitOnce(run: () => Promise<unknown>): void;
  /** The submit button's `ref`. */
  submitRef: (element: HTMLButtonElement | null) => void;
  /**
   * After a send: the busy button was disabled, which drops keyboard focus to the page. Focus goes back
   * to `focus` (the submit button by default), unless the visitor has already moved it somewhere.
   */
  refocus(focus?: () => void): void;
}

/** One submit at a time, and focus back on the form after it rather than on the page. */
export function useSubmitOnce(): SubmitOnce {
  const busy = useRef(false);
  const button = useRef<HTMLButtonElement | null>(null);

  const submitOnce = useCallback((run: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    void run().finally(() => {
      busy.current = false;
    });
  }, []);

  const submitRef = useCallback((element: HTMLButtonElement | null) => {
    button.current = element;
  }, []);

  const refocus = useCallback((focus = () => button.current?.focus()) => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) focus();
    });
  }, []);

  return { submitOnce, submitRef, refocus };
}
