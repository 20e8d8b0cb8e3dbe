/** Code that was asked for could not be loaded (offline, a file missing beside the script…). */
export class ModuleLoadError extends Error {
  constructor(readonly cause: unknown) {
    super(`part of the widget could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ModuleLoadError';
  }
}

/** Code loaded on demand, once: the same promise for every caller, and after a failure the next call tries again. */
export interface LazyModule<M> {
  load(): Promise<M>;
  /** The module once it has arrived, for renders that must not wait. */
  readonly current: M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let current: M | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = undefined;
          throw new ModuleLoadError(error);
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
  };
}
