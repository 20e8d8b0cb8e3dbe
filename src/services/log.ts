/** Every console line of the widget starts with this prefix. */
export const LOG_PREFIX = '[QuoteWizard]';

export const log = {
  error: (...args: unknown[]) => console.error(LOG_PREFIX, ...args),
  warn: (...args: unknown[]) => console.warn(LOG_PREFIX, ...args),
  info: (...args: unknown[]) => console.info(LOG_PREFIX, ...args),
};

const logged = new WeakSet<object>();

/**
 * Logs an error the widget caught, once: React tells both the error boundary and the root of the same error, and
 * an error a boundary passes on reaches the next one up.
 */
export function logFailure(what: string, error: unknown, componentStack?: string | null): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  log.error(what, error, ...(componentStack ? [componentStack.trim()] : []));
}
