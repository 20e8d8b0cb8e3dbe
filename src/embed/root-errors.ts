import type { RootOptions } from 'react-dom/client';
import { log, logFailure } from '../services/log';

/**
 * What React tells a widget's root, logged with the widget's prefix instead of React's bare lines. A caught
 * error is logged a moment later: the boundary that caught it logs it first, saying what became of it, and the
 * root's line then finds it already logged.
 */
export const ROOT_ERROR_OPTIONS: RootOptions = {
  onCaughtError(error, info) {
    queueMicrotask(() => logFailure('a part of the widget failed and was replaced:', error, info.componentStack));
  },
  onUncaughtError(error, info) {
    logFailure('the widget failed and could not show anything in its place:', error, info.componentStack);
  },
  onRecoverableError(error) {
    log.warn('React recovered from an error:', error);
  },
};
