import type { ConfigResult } from '../config/types';
import { log } from '../services/log';

/** Tells the editor, once per mount, what is wrong with a widget's configuration, every problem in one message. */
export function reportConfig(where: string, result: ConfigResult): void {
  if (!result.ok) {
    log.error(`the quotation widget in ${where} cannot start. Fix the configuration:\n- ${result.errors.join('\n- ')}`);
  } else if (result.warnings.length > 0) {
    log.warn(`configuration problems in ${where} (the widget still works):\n- ${result.warnings.join('\n- ')}`);
  }
}
