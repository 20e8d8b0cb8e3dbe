// A TypeScript host using every entry of the package; type-checked under each moduleResolution.
import { mount, QuoteWizard, type QuoteWizardProps, type WizardConfigInput, type WizardHandle } from 'quote-wizard';
import { contactRequestSchema, parseConfig, priceOf, quotationRequestSchema, type ContactRequest, type QuotationRequest } from 'quote-wizard/server';
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
// querySelector's Element | null as it comes: a missing element is reported at run time, not a type error.
mount(document.querySelector('#devis'), { residences: config.residences }).unmount();

// A residence as TypeScript types an imported JSON file: every string widened to string.
const fromJson = { id: 'lille', name: 'Le Beffroi', isOpen: 'false' as string, position: { positionX: 62, positionY: 6 }, prices: { studio: '1 190' as string } };
export const jsonConfig: WizardConfigInput = { residences: [fromJson] };

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
// A validated body is the request's type, without a cast.
export const request: QuotationRequest = quotationRequestSchema.validateSync({});
export const priceOfRequest = (sent: QuotationRequest): number => sent.price;
export const contact: ContactRequest = contactRequestSchema.validateSync({});

// @ts-expect-error residences are required
export const withoutResidences: WizardConfigInput = {};
// @ts-expect-error residences are a list
export const residencesAsText: WizardConfigInput = { residences: 'x' };
// @ts-expect-error stayLink is a URL string
export const stayLinkAsNumber: WizardConfigInput = { residences: config.residences, stayLink: 42 };
