// @ts-check
/**
 * The fixed local ports, declared once: the tools that start the local stand-ins, the site's config
 * (`site/src/integrations/config.ts`, browser code: this module holds plain constants and imports
 * nothing) and the e2e tests all derive from these. The Hosting emulator's port is firebase.json's
 * (`tools/firebase/emulators.mjs` reads it there); firebase-tools also reads the Auth emulator's port
 * from firebase.json when run by hand, and `tools/ports.test.ts` holds that one equal to this.
 */

export const localHost = '127.0.0.1';

export const localPorts = {
  /** The local inbox (EmailJS's API stand-in, `tools/inbox/server.mjs`). */
  inbox: 8025,
  /** The Firebase Auth emulator. */
  authEmulator: 9099,
  /** The Vite dev server of `npm start`. */
  devServer: 5173,
};

/** Where the local inbox answers. */
export const localInboxOrigin = `http://${localHost}:${localPorts.inbox}`;

/** Where the Firebase Auth emulator answers. */
export const localAuthEmulatorOrigin = `http://${localHost}:${localPorts.authEmulator}`;
