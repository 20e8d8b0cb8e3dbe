import { createStore, type StoreApi } from 'zustand/vanilla';

/** A residence as the hover knows it: by its id. */
interface Hovered {
  readonly id: string;
}

/** What is under the pointer or the keyboard focus, in the list or on the map of one step 0. */
export interface HoverState {
  /** The residence: a list entry, or a single point of the map. */
  id: string | null;
  /** The residences of the map cluster under the pointer or the focus; none for a single point or a list entry. */
  group: readonly Hovered[];
  /** The map item (a point or a cluster, by its key) under the pointer or the focus, if any. */
  mapItem: string | null;
  /** From the list: the entry's residence. */
  set(id: string | null): void;
  /** From the map: the item and the residences it holds (none when the pointer or the focus leaves it). */
  point(mapItem: string | null, residences: readonly Hovered[]): void;
}

export type HoverStore = StoreApi<HoverState>;

const NONE: readonly Hovered[] = [];

/**
 * Kept apart from the wizard's store: a hover changes many times a second and concerns only the entries and the map
 * points that show it, which follow it by changing their own elements; nothing re-renders and nothing is saved.
 */
export function createHoverStore(): HoverStore {
  return createStore<HoverState>()((set, get) => ({
    id: null,
    group: NONE,
    mapItem: null,
    set(id) {
      if (get().id !== id) set({ id });
    },
    point(mapItem, residences) {
      const id = residences.length === 1 ? residences[0].id : null;
      const group = residences.length > 1 ? residences : NONE;
      const now = get();
      if (now.id !== id || now.mapItem !== mapItem || now.group !== group) set({ id, mapItem, group });
    },
  }));
}
