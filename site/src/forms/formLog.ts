import type { FormName } from '../content/forms';

const title = (name: FormName) => `${name.charAt(0).toUpperCase()}${name.slice(1)} form`;

/** What the console says of a form's submits: 'Contact form: sent', 'Contact form: sending failed'… */
export const formLog = (name: FormName) => ({
  sent: `${title(name)}: sent`,
  failed: `${title(name)}: sending failed`,
});
