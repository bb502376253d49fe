import type { ReactNode } from 'react';
import type { Params } from 'react-router-dom';

/** A route's document metadata, exported by its route module as `meta`. */
export interface RouteMeta {
  /** The page's own title; the brand name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** False on pages that must not be indexed (not found): `noindex`, and no canonical URL. */
  indexable?: boolean;
  /** The path to index instead of this page's own, when another page tells the same (a case study's project page). */
  canonical?: `/${string}`;
}

/** A route module's `meta` export: the route's metadata for its path parameters. */
export type MetaFunction = (params: Readonly<Params>) => RouteMeta;

/** A page of the site as a route module's `load` reads it: its path, and its title if it has one. */
export interface ListedPage {
  readonly path: string;
  readonly title: string | undefined;
}

/** What the site tells a route module's `load` (the app implements it from its route table). */
export interface SiteIndex {
  /** Every page the sitemap lists, in the route table's order. */
  listedPages(): Promise<ListedPage[]>;
}

/**
 * A route module (`src/pages/<Name>/<Name>Page.tsx`, imported by its line of the route table): the
 * page as its default export, its document metadata as `meta`, and, where the page needs more than
 * its content, `load`: the props it renders with, worked out before it renders.
 */
export interface RouteModule {
  default(props: object): ReactNode;
  meta: MetaFunction;
  load?(site: SiteIndex): Promise<object>;
}
