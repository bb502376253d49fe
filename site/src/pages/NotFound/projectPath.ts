/** A project's path with an id the site has no page for (the host answers it with `404.html`). */
export const projectPath = /^\/projects\/([^/]+)\/?$/;
