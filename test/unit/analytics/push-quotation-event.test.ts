import { createHash } from 'node:crypto';
import { pushQuotationEvent, type QuotationEventInput } from '../../../src/analytics/push-quotation-event';

const input: QuotationEventInput = {
  residenceName: 'Les Terrasses de la Croix-Rousse',
  email: '  Jeanne.Dupont@Exemple.fr ',
  statusLabel: 'Proche',
  housingLabel: 'T2',
  knowUsLabel: 'Réseaux sociaux',
};

const expectedEvent = {
  event: 'demande_devis',
  residence: 'Les Terrasses de la Croix-Rousse',
  emailHash: createHash('sha256').update('jeanne.dupont@exemple.fr').digest('hex'),
  status: 'Proche',
  housingType: 'T2',
  knowUs: 'Réseaux sociaux',
};

describe('pushQuotationEvent', () => {
  it("pushes exactly the 'demande_devis' object onto the data layer", async () => {
    const dataLayer: unknown[] = [];
    await pushQuotationEvent(dataLayer, input);
    expect(dataLayer).toEqual([expectedEvent]);
  });

  it('pushes after what the data layer already holds', async () => {
    const dataLayer: unknown[] = [{ event: 'gtm.js' }];
    await pushQuotationEvent(dataLayer, input);
    expect(dataLayer).toEqual([{ event: 'gtm.js' }, expectedEvent]);
  });

  it('returns the pushed event', async () => {
    expect(await pushQuotationEvent([], input)).toEqual(expectedEvent);
  });

  it('never pushes the address in clear', async () => {
    const dataLayer: unknown[] = [];
    await pushQuotationEvent(dataLayer, input);
    expect(JSON.stringify(dataLayer).toLowerCase()).not.toContain('jeanne.dupont');
  });

  it('does nothing and returns undefined without a data layer', async () => {
    expect(await pushQuotationEvent(undefined, input)).toBeUndefined();
  });

  it('does nothing when the data layer is not an array', async () => {
    // A host page may set window.dataLayer to anything; the widget's host hook hands it over as it is.
    const notALayer = { push: jest.fn() };
    await pushQuotationEvent(notALayer as unknown as unknown[], input);
    expect(notALayer.push).not.toHaveBeenCalled();
  });
});
