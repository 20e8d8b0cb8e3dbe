import type { WizardConfig } from '../config/types';
import { restoreProgress, snapshotProgress } from '../store/progress';
import type { InitialWizard, WizardStore } from '../store/wizard-store';

/** The tab's sessionStorage, or undefined where the browser refuses it (privacy modes, sandboxed frames). */
function sessionStore(view: Window): Storage | undefined {
  try {
    return view.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** One key per widget of the page: its id, else its configuration script and its rank among the widgets. */
function progressKey(element: HTMLElement): string {
  const doc = element.ownerDocument;
  const rank = Array.from(doc.querySelectorAll('[data-quote-wizard]')).indexOf(element);
  const name = element.id ? `#${element.id}` : `${element.dataset.config ?? ''}@${rank}`;
  return `quote-wizard:progress:${doc.defaultView?.location.pathname ?? ''}:${name}`;
}

export interface ProgressBinding {
  /** Progress saved by an earlier load of this page in this tab, checked against the configuration. */
  restored?: InitialWizard;
  /** Starts saving every change of `store`; returns the function that stops it. */
  follow(store: WizardStore): () => void;
}

/**
 * Keeps a widget's progress across a reload in the same tab. Writes failing (quota, privacy mode) are ignored:
 * the widget works without. Once the visitor has asked to be contacted the journey is over: progress is erased
 * and not saved again.
 */
export function bindProgress(element: HTMLElement, config: WizardConfig): ProgressBinding {
  const view = element.ownerDocument.defaultView;
  const storage = config.saveProgress && view ? sessionStore(view) : undefined;
  if (!storage) return { follow: () => () => undefined };
  const key = progressKey(element);
  const attempt = <T>(action: () => T): T | undefined => {
    try {
      return action();
    } catch {
      return undefined;
    }
  };
  return {
    restored: restoreProgress(attempt(() => storage.getItem(key)) ?? null, config, Date.now()),
    follow(store) {
      let finished = false;
      return store.subscribe((state, previous) => {
        if (finished) return;
        if (state.modalOpen && !previous.modalOpen) {
          finished = true;
          attempt(() => storage.removeItem(key));
          return;
        }
        attempt(() => storage.setItem(key, JSON.stringify(snapshotProgress(state, config.saveContact, Date.now()))));
      });
    },
  };
}
