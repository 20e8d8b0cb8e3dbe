// The host page every contender is measured on: a plain CMS page with the container, the configuration script
// and one script tag, as an editor pastes it.
import { exampleConfig, hostPage } from '../e2e/support/host-server.mjs';
import { generateResidences } from '../../examples/network/generate.mjs';

// The margins leave room left of the widget where the pointer can wait (the host page has its empty icon already).
const HEAD = '<style>body { margin: 0; font-family: system-ui, sans-serif; } main { max-width: 1100px; margin: 0 auto; padding: 0 24px; }</style>';
const BODY = '<main><h1>Trouver une résidence</h1><p>Choisissez une résidence pour recevoir votre devis personnalisé.</p><div data-quote-wizard></div></main>';

/** The example's configuration with its 32 residences, or with `size` generated ones. */
export function benchConfig(size) {
  const config = exampleConfig();
  return size === config.residences.length ? config : { ...config, residences: generateResidences(size) };
}

/** The page path of a contender at a size. */
export const pagePath = (contender, size) => `/${contender.id}/${size}`;

/** Every page of the run: a Map of path to HTML. */
export function benchPages(contenders, configs) {
  const pages = new Map();
  for (const [size, config] of configs) {
    for (const contender of contenders) pages.set(pagePath(contender, size), hostPage({ title: 'Nos résidences', head: HEAD, body: BODY, config, script: `<script src="${contender.script}" defer></script>` }));
  }
  return pages;
}
