import type { ComponentType } from 'react';
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

/**
 * A route module (`src/pages/<Name>/<Name>Page.tsx`, imported by its line of the route table): the
 * page as its default export, and its document metadata as `meta`.
 */
export interface RouteModule {
  default: ComponentType;
  meta: MetaFunction;
}
