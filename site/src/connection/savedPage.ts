/**
 * A saved page: the service worker puts this attribute on `<html>` of a page it answers from its
 * cache because the network failed, and the page's offline status reads it. Here, among the site's
 * small shared parts, so the status pulls no chunk of its own into the first page load.
 */
export const savedPageAttribute = 'data-saved-page';

/** A page's HTML marked as a saved copy. */
export const markSavedPage = (html: string) => html.replace(/<html\b/, `<html ${savedPageAttribute}`);
