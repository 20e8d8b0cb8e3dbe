// A TypeScript host using every entry of the package; type-checked under each moduleResolution.
import { mount, QuoteWizard, type QuoteWizardProps, type WizardConfigInput, type WizardHandle } from 'quote-wizard';
import { contactRequestSchema, parseConfig, priceOf, quotationRequestSchema, type QuotationRequest } from 'quote-wizard/server';
import type {} from 'quote-wizard/browser';

const config: WizardConfigInput = {
  residences: [
    { id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', city: 'Rennes', postalCode: '35000', isOpen: true, position: { positionX: '32', positionY: 27 }, prices: { studio: '1 250' } },
  ],
  stayLink: '/sejour',
  contactPhone: '01 23 45 67 89',
};
const handle: WizardHandle = mount(document.body, { residences: config.residences, apiRoot: '/devis/api', debug: true });
handle.unmount();

const props: QuoteWizardProps = {
  config,
  onStep: (event) => {
    const step: 0 | 1 | 2 = event.detail;
    return step;
  },
  onSubmitted: (event) => event.detail.price.toFixed(0),
  onError: (event) => event.detail.kind,
  onContact: (event) => event.detail.residence.trim(),
};
export const element = QuoteWizard(props);

document.addEventListener('quote-wizard:submitted', (event) => event.detail.firstName.trim());
// @ts-expect-error the detail of a step event is a number: typed events, not any
document.addEventListener('quote-wizard:step', (event) => event.detail.trim());

window.QuoteWizard?.mount(document.body, { residences: config.residences }).unmount();
export const version: string | undefined = window.QuoteWizard?.version;

const result = parseConfig({ json: config });
export const price: number | undefined = result.ok ? priceOf(result.config.residences[0]!, 'studio') : undefined;
export const request = quotationRequestSchema.validateSync({});
export const priceOfRequest = (sent: QuotationRequest): number => sent.price;
export const contact = contactRequestSchema.validateSync({});

// @ts-expect-error residences are required
export const withoutResidences: WizardConfigInput = {};
// @ts-expect-error residences are a list
export const residencesAsText: WizardConfigInput = { residences: 'x' };
// @ts-expect-error stayLink is a URL string
export const stayLinkAsNumber: WizardConfigInput = { residences: config.residences, stayLink: 42 };
