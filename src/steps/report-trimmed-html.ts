import { i18n } from '../i18n/i18n';
import { log } from '../services/log';
import type { WizardStore } from '../store/wizard-store';

/** Tells the editor of a problem with the configuration's HTML, once per widget however often it is found. */
export function reportTrimmedHtml(store: WizardStore, widget: string, problem: string): void {
  if (store.getState().htmlTrimmed(problem)) log.warn(i18n._('html.trimmed.console', { widget, problem }));
}
