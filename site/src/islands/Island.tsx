import { createContext, createElement, use, useId } from 'react';
import './Island.css';
import { islandConditions, startAtLoadIfNeeded, type IslandWhen } from './conditions';
import { startsAtLoad } from './startAtLoad';
import type { IslandName, IslandProps } from './registry';

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
      ...islandConditions[when],
      ...(when === 'interaction' && startsAtLoad(name) ? { [startAtLoadIfNeeded]: '' } : {}),
      type: 'react',
      'data-island': name,
      'data-island-id': id,
      'data-props': JSON.stringify(props),
    },
    createElement('island-slot', { 'data-id': id }),
  );
}
