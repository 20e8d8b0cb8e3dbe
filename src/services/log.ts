/** Every console line of the widget starts with this prefix. */
export const LOG_PREFIX = '[QuoteWizard]';

export const log = {
  error: (...args: unknown[]) => console.error(LOG_PREFIX, ...args),
  warn: (...args: unknown[]) => console.warn(LOG_PREFIX, ...args),
  info: (...args: unknown[]) => console.info(LOG_PREFIX, ...args),
};
