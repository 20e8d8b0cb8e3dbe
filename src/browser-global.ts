import type { autoMount, mount } from './embed/mount';

export type { MountOptions, ResidenceInput, WizardConfigInput } from './config/input-types';
export type { WizardDomEvents, WizardErrorDetail, WizardEventMap } from './domain/host-events';
export type { WizardHandle } from './embed/mount';

/** What the script-tag file puts on `window.QuoteWizard` when it runs. */
export interface QuoteWizardGlobal {
  /** Mounts a wizard in an element; see the ESM build's `mount`. */
  mount: typeof mount;
  /** Mounts a wizard in every `[data-quote-wizard]` element not mounted yet. */
  autoMount: typeof autoMount;
  /** The package version. */
  version: string;
}

declare global {
  interface Window {
    /** The script-tag API, there once dist/quote-wizard.js has run. */
    QuoteWizard?: QuoteWizardGlobal;
  }
}
