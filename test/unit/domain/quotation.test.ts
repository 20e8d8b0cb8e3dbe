import { buildQuotationRequest } from '../../../src/domain/quotation';
import type { VisitorValues } from '../../../src/domain/visitor';
import { residence } from '../support/render';

const visitor = (overrides: Partial<VisitorValues> = {}): VisitorValues => ({
  civility: 'mme',
  firstName: '  Jeanne ',
  lastName: ' Dupont  ',
  email: '  jeanne.dupont@exemple.fr ',
  phoneNumber: ' 06 12 34 56 78 ',
  status: 'senior_child',
  knowUs: 'internet',
  acceptPromotionalOffers: true,
  rgpd: true,
  ...overrides,
});

const lyon = residence({ id: 'lyon', prices: { studio: 1250, one_room: 1640, two_room: 2100 } });

describe('buildQuotationRequest', () => {
  it('has exactly the keys of the lead, without rgpd', () => {
    expect(Object.keys(buildQuotationRequest(lyon, visitor(), 'studio')).sort()).toEqual(
      ['acceptPromotionalOffers', 'civility', 'email', 'firstName', 'housingType', 'knowUs', 'lastName', 'phoneNumber', 'price', 'residence', 'status'].sort(),
    );
  });

  it('sends the residence id', () => {
    expect(buildQuotationRequest(lyon, visitor(), 'studio').residence).toBe('lyon');
  });

  it('trims the text values', () => {
    const request = buildQuotationRequest(lyon, visitor(), 'studio');
    expect([request.firstName, request.lastName, request.email, request.phoneNumber]).toEqual(['Jeanne', 'Dupont', 'jeanne.dupont@exemple.fr', '06 12 34 56 78']);
  });

  it('sends the configured price of the chosen type', () => {
    expect(buildQuotationRequest(lyon, visitor(), 'one_room').price).toBe(lyon.prices.one_room);
  });

  it('sends the chosen housing type', () => {
    expect(buildQuotationRequest(lyon, visitor(), 'two_room').housingType).toBe('two_room');
  });

  it('copies the choices as they are', () => {
    const request = buildQuotationRequest(lyon, visitor({ acceptPromotionalOffers: false }), 'studio');
    expect([request.civility, request.status, request.knowUs, request.acceptPromotionalOffers]).toEqual(['mme', 'senior_child', 'internet', false]);
  });

  it('throws when the chosen type has no price', () => {
    expect(() => buildQuotationRequest(lyon, visitor(), 'three_room')).toThrow('three_room');
  });

  it('throws when the visitor values were not validated', () => {
    expect(() => buildQuotationRequest(lyon, visitor({ knowUs: null }), 'studio')).toThrow();
  });
});
