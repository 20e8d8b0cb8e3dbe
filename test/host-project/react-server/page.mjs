// A server component of a Next.js App Router page, loaded with the react-server condition.
import { createElement } from 'react';
import { QuoteWizard } from 'quote-wizard';
import { parseConfig, priceOf } from 'quote-wizard/server';

const json = { residences: [{ id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: true, position: { positionX: 32, positionY: 27 }, prices: { studio: '990' } }] };

/** Reads the configuration on the server, shows a price from it, and leaves the wizard to the browser. */
export function Page() {
  const result = parseConfig({ json });
  if (!result.ok) throw new Error(result.errors.join('; '));
  const [residence] = result.config.residences;
  return createElement('main', null, createElement('p', null, `À partir de ${priceOf(residence, 'studio')} €`), createElement(QuoteWizard, { config: json, id: 'devis' }));
}
