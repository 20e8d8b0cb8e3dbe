/** Code that was asked for could not be loaded (offline, a file missing beside the script…). */
export class ModuleLoadError extends Error {
  constructor(readonly cause: unknown) {
    super(`part of the widget could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ModuleLoadError';
  }
}

/**
 * Code loaded on demand, once: the same promise for every caller. A failure stays until `retry()`: React renders
 * a waiting component again when its promise settles, and a fresh attempt at each of those renders would wait
 * forever instead of letting the failure show.
 */
export interface LazyModule<M> {
  load(): Promise<M>;
  /** After a failure, lets the next `load()` try again (nothing otherwise). */
  retry(): void;
  /** The module once it has arrived, for renders that must not wait. */
  readonly current: M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let current: M | undefined;
  let failed = false;
  return {
    load() {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          failed = true;
          throw new ModuleLoadError(error);
        },
      );
      return pending;
    },
    retry() {
      if (!failed) return;
      failed = false;
      pending = undefined;
    },
    get current() {
      return current;
    },
  };
}
