/** What a visitor without a connection is told: the status over a saved page, and the page shown when a page cannot be read offline. */
export const offline = {
  /** Over a page read from this device's saved copy, or while the browser reports no connection: "You're offline — showing saved pages". */
  status: { state: "You're offline", detail: 'showing saved pages' },
  title: "You're offline",
  message:
    'This page needs a connection, and this device has not saved it. The pages you have opened here before are still on this device.',
  retry: 'Try Again',
  home: { label: 'Back to Home', href: '/' },
} as const;
