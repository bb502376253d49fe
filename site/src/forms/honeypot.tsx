import * as styles from './honeypot.css';

/** The honeypot's field name: a plausible one, so that form-filling bots fill it. */
export const honeypotName = 'website';

/**
 * A field people never meet and bots fill: off screen, out of the tab order and hidden from assistive
 * technology, never autofilled. A submit with it filled is a bot's (see `honeypotFilled`).
 */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** True when the form's honeypot field holds something. */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const value = new FormData(form).get(honeypotName);
  return typeof value === 'string' && value.trim() !== '';
}
