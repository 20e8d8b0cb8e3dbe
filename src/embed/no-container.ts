import { DEFAULT_CONFIG_ID } from '../config/read-sources';
import { i18n } from '../i18n/i18n';
import { log } from '../services/log';
import { CONTAINER_SELECTOR, MOUNTED_ATTRIBUTE } from './mount';

/** An attribute of `element` that looks like a misspelt data-quote-wizard (« data-quote-wizzard », « data-quotewizard »). */
function nearMiss(element: Element): string | undefined {
  return element.getAttributeNames().find((name) => name !== 'data-quote-wizard' && /^data-quote-?wi/.test(name));
}

/**
 * Once the page has loaded, a configuration script with no widget anywhere says so: a misspelt data-quote-wizard
 * would otherwise leave an empty page and a silent console. A host that mounts later from its own code is told
 * too, and can ignore it; the element the editor most likely meant is named when one comes close.
 */
export function reportMissingContainer(doc: Document): void {
  const check = () => {
    if (!doc.getElementById(DEFAULT_CONFIG_ID) || doc.querySelector(`${CONTAINER_SELECTOR}, [${MOUNTED_ATTRIBUTE}]`)) return;
    let attribute: string | undefined;
    for (const element of doc.body?.querySelectorAll('*') ?? []) if ((attribute = nearMiss(element))) break;
    log.warn(i18n._('embed.noContainer', { id: DEFAULT_CONFIG_ID }) + (attribute ? i18n._('embed.noContainer.near', { attribute }) : ''));
  };
  if (doc.readyState === 'complete') check();
  else doc.defaultView?.addEventListener('load', check, { once: true });
}
