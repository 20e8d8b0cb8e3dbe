/**
 * Stands in for the libraries Google's loader answers with: a Map that records where it was drawn, and Markers
 * that record their options and handlers, so a test can click or hover them as Google would.
 */
export class FakeMap {
  static made: FakeMap[] = [];
  zoom: number;
  center: unknown;
  /** The box in view, as Google gives it once drawn; none before, as with Google. */
  bounds: { west: number; south: number; east: number; north: number } | null = null;
  readonly listeners = new Listeners();
  constructor(
    readonly element: HTMLElement,
    readonly options: { zoom: number; center: unknown },
  ) {
    this.zoom = options.zoom;
    this.center = options.center;
    FakeMap.made.push(this);
  }

  addListener(event: string, handler: Handler) {
    return this.listeners.add(event, handler);
  }

  getZoom() {
    return this.zoom;
  }

  getDiv() {
    return this.element;
  }

  setZoom(zoom: number) {
    this.zoom = zoom;
  }

  setCenter(center: unknown) {
    this.center = center;
  }

  getBounds() {
    const box = this.bounds;
    if (!box) return undefined;
    const corner = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
    return { getSouthWest: () => corner(box.south, box.west), getNorthEast: () => corner(box.north, box.east) };
  }

  /** What Google does once the map has stopped moving: shows `bounds` at `zoom` and says 'idle'. */
  settle(zoom = this.zoom, bounds = this.bounds) {
    this.zoom = zoom;
    this.bounds = bounds;
    this.listeners.fire('idle');
  }
}

type Handler = () => void;

/** Handlers as Google keeps them: each removable, and each remembered once removed (see fireLate). */
class Listeners {
  readonly added: Array<{ event: string; handler: Handler; attached: boolean }> = [];

  add(event: string, handler: Handler) {
    const entry = { event, handler, attached: true };
    this.added.push(entry);
    return { remove: () => (entry.attached = false) };
  }

  fire(event: string) {
    for (const entry of this.added) if (entry.event === event && entry.attached) entry.handler();
  }

  attached() {
    return this.added.filter((entry) => entry.attached).length;
  }
}

interface MarkerOptions {
  map?: unknown;
  title?: string;
  optimized?: boolean;
  position?: { lat: number; lng: number };
  label?: { text: string } | null;
  icon?: { fillColor: string } | null;
  zIndex?: number | null;
}

export class FakeMarker {
  static made: FakeMarker[] = [];
  map: unknown;
  title: string;
  animation: number | null = null;
  /** The options it was made with, then changed by setOptions. */
  options: MarkerOptions;
  /** The element Google would draw it as, when a test needs one: taken off the page with the marker. */
  element: HTMLElement | null = null;
  private readonly listeners = new Listeners();

  constructor(options: MarkerOptions) {
    this.options = { ...options };
    this.map = options.map;
    this.title = options.title ?? '';
    FakeMarker.made.push(this);
  }

  addListener(event: string, handler: Handler) {
    return this.listeners.add(event, handler);
  }

  setMap(map: unknown) {
    this.map = map;
    if (map === null) this.element?.remove();
  }

  setTitle(title: string) {
    this.title = title;
  }

  setOptions(options: MarkerOptions) {
    this.options = { ...this.options, ...options };
    if (options.title !== undefined) this.title = options.title;
  }

  setAnimation(animation: number | null) {
    this.animation = animation;
  }

  /** What Google does on an event: calls the attached handlers. */
  fire(event: string) {
    this.listeners.fire(event);
  }

  /** An event Google had already queued when the handlers were removed: they all run once more. */
  fireLate(event: string) {
    for (const entry of this.listeners.added) if (entry.event === event) entry.handler();
  }

  attachedHandlers() {
    return this.listeners.attached();
  }

  /** The count a cluster's marker shows; none on a residence's. */
  count() {
    return this.options.label?.text ?? null;
  }
}

/** The markers on the map now, as a visitor sees them. */
export const shownMarkers = () => FakeMarker.made.filter((marker) => marker.map !== null);

export const FakeAnimation = { BOUNCE: 1, DROP: 2 };

/** importLibrary as the loader exposes it, answering the two libraries the widget asks for. */
export async function fakeImportLibrary(name: string): Promise<unknown> {
  if (name === 'maps') return { Map: FakeMap };
  if (name === 'marker') return { Marker: FakeMarker, Animation: FakeAnimation };
  throw new Error(`no fake for the ${name} library`);
}

/** Counts reads of the page's `google` global, which the widget must never make, and makes them fail. */
export function forbidGoogleGlobal(): { reads(): number; restore(): void } {
  let reads = 0;
  Object.defineProperty(globalThis, 'google', {
    configurable: true,
    get() {
      reads += 1;
      throw new Error('the widget read the google global');
    },
  });
  return {
    reads: () => reads,
    restore: () => delete (globalThis as { google?: unknown }).google,
  };
}

export function resetFakeGoogle() {
  FakeMap.made = [];
  FakeMarker.made = [];
}
