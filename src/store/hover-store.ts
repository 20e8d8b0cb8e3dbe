import { createStore, type StoreApi } from 'zustand/vanilla';

/** What is under the pointer or the keyboard focus, in the list or on the map of one step 0. */
export interface HoverState {
  /** The residence: a list entry, or a single point of the map. */
  id: string | null;
  /** The map item (a point or a cluster, by its key) under the pointer or the focus, if any. */
  mapItem: string | null;
  /** From the list: the entry's residence. */
  set(id: string | null): void;
  /** From the map: the item, and its residence when it holds only one. */
  point(mapItem: string | null, id: string | null): void;
}

export type HoverStore = StoreApi<HoverState>;

/**
 * Kept apart from the wizard's store: a hover changes many times a second and concerns only the entry and the map
 * point that show it, which follow it by changing their own elements; nothing re-renders and nothing is saved.
 */
export function createHoverStore(): HoverStore {
  return createStore<HoverState>()((set, get) => ({
    id: null,
    mapItem: null,
    set(id) {
      if (get().id !== id) set({ id });
    },
    point(mapItem, id) {
      if (get().id !== id || get().mapItem !== mapItem) set({ id, mapItem });
    },
  }));
}
