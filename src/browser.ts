import './browser-global';
import { createPartLoader } from './embed/load-part';
import { autoMount, mount } from './embed/mount';
import { reportMissingContainer } from './embed/no-container';
import { watchPage } from './embed/watch-page';

declare const __VERSION__: string;

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

/** Loads the parts beside this file; the build turns the wizard's dynamic imports into calls to it. */
export const loadPart = createPartLoader({ baseUrl: script?.src || document.baseURI, nonce: script?.nonce || undefined });

// A page may load the script twice (two CMS blocks): the first copy wins and auto-mount stays idempotent.
if (!window.QuoteWizard) {
  window.QuoteWizard = { mount, autoMount, version: __VERSION__ };
  // Containers a page builder adds later mount by themselves; watching starts once the page is parsed, so that a
  // container is never mounted before the configuration script that follows it in the page.
  const start = () => {
    autoMount();
    watchPage(document);
    reportMissingContainer(document);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
