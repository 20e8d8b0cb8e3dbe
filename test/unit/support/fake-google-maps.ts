/**
 * Stands in for the libraries Google's loader answers with: a Map that records where it was drawn, and Markers
 * that record their options and handlers, so a test can click or hover them as Google would.
 */
export class FakeMap {
  static made: FakeMap[] = [];
  constructor(
    readonly element: HTMLElement,
    readonly options: unknown,
  ) {
    FakeMap.made.push(this);
  }
}

type Handler = () => void;

export class FakeMarker {
  static made: FakeMarker[] = [];
  map: unknown;
  title: string;
  animation: number | null = null;
  /** Every handler ever added, removed or not, and those still attached. */
  readonly added: Array<{ event: string; handler: Handler; attached: boolean }> = [];

  constructor(readonly options: { map: unknown; title: string; optimized?: boolean }) {
    this.map = options.map;
    this.title = options.title;
    FakeMarker.made.push(this);
  }

  addListener(event: string, handler: Handler) {
    const entry = { event, handler, attached: true };
    this.added.push(entry);
    return { remove: () => (entry.attached = false) };
  }

  setMap(map: unknown) {
    this.map = map;
  }

  setTitle(title: string) {
    this.title = title;
  }

  setAnimation(animation: number | null) {
    this.animation = animation;
  }

  /** What Google does on an event: calls the attached handlers. */
  fire(event: string) {
    for (const entry of this.added) if (entry.event === event && entry.attached) entry.handler();
  }

  /** An event Google had already queued when the handlers were removed: they all run once more. */
  fireLate(event: string) {
    for (const entry of this.added) if (entry.event === event) entry.handler();
  }

  attachedHandlers() {
    return this.added.filter((entry) => entry.attached).length;
  }
}

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
