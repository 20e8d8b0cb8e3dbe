import { createStore, type StoreApi } from 'zustand/vanilla';

/** The residence under the pointer or the keyboard focus, in the list or on the map of one step 0. */
export interface HoverState {
  id: string | null;
  set(id: string | null): void;
}

export type HoverStore = StoreApi<HoverState>;

/**
 * Kept apart from the wizard's store: a hover changes many times a second and concerns only the entry and the map
 * point that show it, which subscribe to it; nothing else re-renders and nothing is saved.
 */
export function createHoverStore(): HoverStore {
  return createStore<HoverState>()((set, get) => ({
    id: null,
    set(id) {
      if (get().id !== id) set({ id });
    },
  }));
}
