import { createContext, createElement, use, useId } from 'react';
import './Island.css';
import type { IslandName, IslandProps } from './registry';

/**
 * When an island hydrates (11ty's is-land conditions). Any press, focus or key inside an island that
 * has not hydrated yet hydrates it at once, whatever its condition (see `loader.ts`).
 * - `visible`: as it comes into view, after the load event (carousels, tabs, filters, forms below the
 *   fold): the page's own loading goes first;
 * - `idle`: after the load event, at the browser's first idle moment (the header's menu, back to top);
 * - `load`: at the page's load event (the form a page exists for; a press before it is kept).
 */
export type IslandWhen = 'visible' | 'idle' | 'load';

const conditions: Record<IslandWhen, Record<string, string>> = {
  visible: { 'on:visible': '', 'on:load': '' },
  idle: { 'on:idle': '' },
  load: { 'on:load': '' },
};

/** An island as the page placed it: the renderer renders each one as a root of its own. */
export interface PlacedIsland {
  /** Unique in the page; also the island's `identifierPrefix` (its `useId`s), on the server and in the browser. */
  id: string;
  name: IslandName;
  props: object;
}

/** The islands of the page being rendered, by id. */
export type PlacedIslands = Map<string, PlacedIsland>;

export const PlacedIslandsContext = createContext<PlacedIslands | null>(null);

/** The markup that stands for an island's own HTML until the renderer puts it in. */
export const islandSlot = (id: string) => `<island-slot data-id="${id}"></island-slot>`;

export interface IslandComponentProps<N extends IslandName> {
  name: N;
  /** Plain data (it is written into the HTML as JSON). */
  props: IslandProps<N>;
  when: IslandWhen;
}

/**
 * An interactive part of a static page: prerendered like the rest, and the only part whose code a
 * visitor's browser loads, hydrated on its own (`hydrateRoot` on this element) when `when` says.
 * Everything outside islands is HTML and CSS only.
 */
export function Island<N extends IslandName>({ name, props, when }: IslandComponentProps<N>) {
  const placed = use(PlacedIslandsContext);
  if (!placed) throw new Error(`<Island name="${name}">: islands render only inside the page renderer`);
  const id = `${name}-${useId().replace(/[^\w]/g, '')}-`;
  placed.set(id, { id, name, props: props as object });
  return createElement(
    'is-land',
    {
      ...conditions[when],
      type: 'react',
      'data-island': name,
      'data-island-id': id,
      'data-props': JSON.stringify(props),
    },
    createElement('island-slot', { 'data-id': id }),
  );
}
