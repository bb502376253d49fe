/**
 * The prerenderer's entry (built with `vite build --ssr`, run by `tools/build/build-site.mjs`): renders
 * one route of the site to static HTML with react-router's static handler and React's static API.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadDeferredParts } from './app/deferred';
import { AppRoutes, pagesOf, preloadPagesOf, routes } from './app/routes';
import { projects } from './content/projects';
import { siteConfig } from './integrations/config';
import type { EmailSender } from './integrations/email';
import type { Identity } from './integrations/identity';

/** At build time nobody is signed in or sending: the identity never reports, so the splash shows. */
const buildTimeIdentity: Identity = {
  onUserChanged: () => () => {},
  signIn: () => Promise.reject(new Error('Not available while prerendering')),
  idToken: () => Promise.reject(new Error('Not available while prerendering')),
  signOut: () => Promise.resolve(),
};
const buildTimeEmail: EmailSender = {
  send: () => Promise.reject(new Error('Not available while prerendering')),
};

export interface RenderedRoute {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** What React hoists into `<head>`: the route's `<title>`, meta tags and canonical link. */
  head: string;
}

/** Tags React hoists out of the tree; it writes them ahead of the app's markup. */
const leadingHoistables = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

export async function renderRoute(path: string): Promise<RenderedRoute> {
  // Nothing may suspend while prerendering: a boundary that does is completed by inline scripts.
  await preloadPagesOf(path);
  for (let known = -1, now = 0; now !== known;) {
    known = now;
    now = await preloadDeferredParts();
  }
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App identity={buildTimeIdentity} email={buildTimeEmail}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    // Never outline a large boundary to stream it later: that completes it with an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await streamToString(prelude);
  const inlineScript = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]{0,200}/.exec(markup);
  if (inlineScript) {
    throw new Error(
      `${path}: the prerendered page holds an inline script (did a boundary suspend?): ${inlineScript[0]}`,
    );
  }
  const head = leadingHoistables.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}

/** Every route of the route table with the pages prerendered for it: a page per route, a page per project. */
export function routePages(): { route: string; pages: string[] }[] {
  const children = routes[0]?.children ?? [];
  return children.flatMap((route) => {
    if (route.index) return [{ route: '/', pages: ['/'] }];
    if (!route.path || route.path === '*') return [];
    const path = `/${route.path}`;
    if (path === '/projects/:id') return [{ route: path, pages: projects.map((project) => `/projects/${project.id}`) }];
    if (path.includes(':')) throw new Error(`${path}: a route with a parameter needs its pages listed here`);
    return [{ route: path, pages: [path] }];
  });
}

/** Every page of the site to prerender. */
export function prerenderPaths(): string[] {
  return routePages().flatMap((route) => route.pages);
}

/** The page modules a path renders (for its preload links). */
export function pageModulesOf(path: string): string[] {
  return pagesOf(path).map((handle) => handle.module);
}

/** The class the light theme puts on `<html>` (the client adds it too; the HTML carries it from the start). */
export { lightTheme as themeClass, noScriptStyles, revealOnScrollScript } from '@agency/design-system';
export { canonicalUrl } from './app/PageMeta';
export { siteConfig };
