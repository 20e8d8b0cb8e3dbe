import type { WizardConfig } from '../config/types';
import { MOUNTED_ATTRIBUTE } from './shadow-host';
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

/** The keys of the widgets living in each document, so that no two of them ever save under the same one. */
const keysInUse = new WeakMap<Document, Set<string>>();

/**
 * One key per widget of the page, the same across a reload: its id, else its configuration script and its rank
 * among the page's widgets (those of the markup, and those mount() was given, in the order they came). Should two
 * living widgets still meet on one key, the later one takes the next free variant.
 */
function claimProgressKey(element: HTMLElement): { key: string; release(): void } {
  const doc = element.ownerDocument;
  const widgets = Array.from(doc.querySelectorAll(`[data-quote-wizard], [${MOUNTED_ATTRIBUTE}]`));
  if (!widgets.includes(element)) widgets.push(element);
  const name = element.id ? `#${element.id}` : `${element.dataset.config ?? ''}@${widgets.indexOf(element)}`;
  const base = `quote-wizard:progress:${doc.defaultView?.location.pathname ?? ''}:${name}`;
  let used = keysInUse.get(doc);
  if (!used) keysInUse.set(doc, (used = new Set()));
  let key = base;
  for (let n = 2; used.has(key); n += 1) key = `${base}~${n}`;
  used.add(key);
  return { key, release: () => used.delete(key) };
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
  const { key, release } = claimProgressKey(element);
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
      const unsubscribe = store.subscribe((state, previous) => {
        if (finished) return;
        if (state.modalOpen && !previous.modalOpen) {
          finished = true;
          attempt(() => storage.removeItem(key));
          return;
        }
        attempt(() => storage.setItem(key, JSON.stringify(snapshotProgress(state, config.saveContact, Date.now()))));
      });
      return () => {
        unsubscribe();
        release();
      };
    },
  };
}
