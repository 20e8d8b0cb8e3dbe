import { useLayoutEffect, useMemo, useRef, type SyntheticEvent } from 'react';
import type { Residence } from '../domain/residence';
import type { HoverState, HoverStore } from '../store/hover-store';
import { afterNextPaint } from './after-paint';
import { buildResidenceRows, nameEntry, noImage, placeEntries } from './residence-rows';

interface ResidenceListProps {
  label: string;
  /** Every residence, in the order of the configuration. */
  residences: readonly Residence[];
  /** Those the search keeps (the others are hidden, not removed). */
  shown: readonly Residence[];
  selectedId: string | null;
  hover: HoverStore;
  soonText: string;
  /** Said in the entry of a residence that cannot be quoted online. */
  noOfferText: string;
  selectedText: string;
  onChoose(residence: Residence): void;
  /** An entry's image failed to load: the entry shows the no-image box instead. */
  onImageError?(residence: Residence): void;
}

const HIGHLIGHTED = 'qw-entry--highlighted';
/** Whether the browser draws the entry's contents (an engine that cannot tell says yes). */
const nearScreen = (entry: HTMLButtonElement) => entry.querySelector('.qw-entry__text')?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;
const SELECTED = 'qw-entry--selected';
/**
 * Past this many entries, those far from the screen are neither laid out nor painted until scrolled near. A
 * shorter list costs little to draw in full, and every entry then has its text and its size at once: an entry the
 * browser has not drawn has no innerText, and its box the size assumed for it, which tools and scripts of the host
 * page may take at face value.
 */
const LONG_LIST = 100;
/** Entries a search brings back that go back in its own frame: more than a tall screen holds. */
const FIRST_SHOWN = 16;

/**
 * The primary way to choose: one button per residence, enough on its own with a keyboard. Its entries are built
 * once, outside React's rendering, and a search only takes them out of the list or puts them back: a list of a
 * thousand residences costs about what a static page does, and a hover or a keystroke touches only the entries
 * that change. Every entry the search keeps is in the page, so Tab, screen readers and the browser's find reach
 * each one.
 */
export function ResidenceList({ label, residences, shown, selectedId, hover, soonText, noOfferText, selectedText, onChoose, onImageError }: ResidenceListProps) {
  const list = useRef<HTMLUListElement>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  const images = useRef(new Map<HTMLImageElement, Residence>());
  const byId = useMemo(() => new Map(residences.map((residence) => [residence.id, residence])), [residences]);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const built = buildResidenceRows(element.ownerDocument, residences, { soon: soonText, noOffer: noOfferText });
    element.replaceChildren(...built.items);
    rows.current = built.buttons;
    images.current = built.images;
  }, [residences, soonText, noOfferText]);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    // Also runs when the entries are rebuilt (new texts): they all start in the list, and the search applies again.
    const kept = new Set(shown.map((residence) => residence.id));
    // Entries the search leaves out are taken out of the list (cheaper for the browser than hiding each one);
    // those coming back (all of them when the search is cleared) go back a screenful first, the others a frame
    // later, so that the keystroke answers at once.
    const more = placeEntries(element, rows.current, kept, FIRST_SHOWN);
    if (!more) return undefined;
    // A newer search cancels the rest: it starts from the list as it is, and places what it keeps.
    return afterNextPaint(element.ownerDocument.defaultView ?? window, () => placeEntries(element, rows.current, kept, Infinity));
  }, [shown, residences, soonText, noOfferText]);

  useLayoutEffect(() => {
    const button = selectedId === null ? undefined : rows.current.get(selectedId);
    if (!button) return undefined;
    const mark = button.ownerDocument.createElement('span');
    mark.className = 'qw-entry__selected';
    mark.textContent = selectedText;
    button.classList.add(SELECTED);
    button.querySelector('.qw-entry__text')?.append(mark);
    nameEntry(button);
    return () => {
      button.classList.remove(SELECTED);
      mark.remove();
      nameEntry(button);
    };
  }, [selectedId, selectedText, residences]);

  useLayoutEffect(() => {
    // The hovered entry, or the entries of the hovered map cluster near the screen: the visitor sees which
    // residences it holds. In a long list, the entries of a region's cluster lie all along it, and lighting those
    // the browser skips cost the hover more than the rest of it; each lights up as it comes near the screen instead.
    const element = list.current;
    // The store as it started: nothing hovered, with the very group the store keeps for none.
    const nothing = hover.getInitialState();
    let shown: Pick<HoverState, 'id' | 'group'> = nothing;
    let lit = new Set<string>();
    let marked: HTMLButtonElement[] = [];
    const light = (entry: HTMLButtonElement) => {
      entry.classList.add(HIGHLIGHTED);
      marked.push(entry);
    };
    const show = (state: Pick<HoverState, 'id' | 'group'>) => {
      if (state.id === shown.id && state.group === shown.group) return;
      shown = state;
      // Which entries the browser draws is read before any class changes, so that it answers from the style it has.
      const group: HTMLButtonElement[] = [];
      lit = new Set();
      for (const { id } of state.group) {
        lit.add(id);
        const entry = rows.current.get(id);
        if (entry && nearScreen(entry)) group.push(entry);
      }
      for (const entry of marked) entry.classList.remove(HIGHLIGHTED);
      marked = [];
      const own = state.id === null ? undefined : rows.current.get(state.id);
      if (own) light(own);
      group.forEach(light);
    };
    const cameNear = (event: Event) => {
      const entry = event.target as HTMLButtonElement;
      const near = !(event as ContentVisibilityAutoStateChangeEvent).skipped;
      if (near && lit.has(entry.dataset.id ?? '') && !entry.classList.contains(HIGHLIGHTED)) light(entry);
    };
    show(hover.getState());
    const unsubscribe = hover.subscribe(show);
    element?.addEventListener('contentvisibilityautostatechange', cameNear, true);
    return () => {
      unsubscribe();
      element?.removeEventListener('contentvisibilityautostatechange', cameNear, true);
      show(nothing);
    };
  }, [hover, residences]);

  useLayoutEffect(() => {
    // Each image is listened to on its own: one listener on the list would miss the image of an entry the search
    // has taken out of it, which may still fail, and would then come back as a broken image.
    const listened = images.current;
    const onError = (event: Event) => {
      const image = event.currentTarget as HTMLImageElement;
      const residence = listened.get(image);
      image.replaceWith(noImage(image.ownerDocument));
      if (residence) onImageError?.(residence);
    };
    for (const image of listened.keys()) image.addEventListener('error', onError);
    return () => {
      for (const image of listened.keys()) image.removeEventListener('error', onError);
    };
    // Runs again whenever the entries are rebuilt (the same inputs as the building), to listen to the new images.
  }, [onImageError, residences, soonText, noOfferText]);

  const entryOf = (event: SyntheticEvent) => (event.target as Element).closest?.<HTMLButtonElement>('button[data-id]') ?? null;
  const residenceOf = (event: SyntheticEvent) => byId.get(entryOf(event)?.dataset.id ?? '');
  const enter = (event: SyntheticEvent) => {
    const entry = entryOf(event);
    if (entry) hover.getState().set(entry.dataset.id ?? null);
  };
  const leave = (event: SyntheticEvent & { relatedTarget: EventTarget | null }) => {
    const entry = entryOf(event);
    if (entry && !(event.relatedTarget instanceof Node && entry.contains(event.relatedTarget))) hover.getState().set(null);
  };

  return (
    <ul
      ref={list}
      className={residences.length > LONG_LIST ? 'qw-list qw-list--long' : 'qw-list'}
      aria-label={label}
      onClick={(event) => {
        const residence = residenceOf(event);
        if (residence) onChoose(residence);
      }}
      onMouseOver={enter}
      onMouseOut={leave}
      onFocus={enter}
      onBlur={leave}
    />
  );
}
