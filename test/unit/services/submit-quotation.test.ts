import type { QuotationRequest } from '../../../src/domain/quotation';
import type { HttpClient } from '../../../src/services/http-client';
import { submitQuotation } from '../../../src/services/submit-quotation';

const request: QuotationRequest = {
  residence: 'lyon-croix-rousse',
  housingType: 'one_room',
  price: 1640,
  civility: 'mme',
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne.dupont@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'senior_child',
  knowUs: 'internet',
  acceptPromotionalOffers: false,
};

describe('submitQuotation', () => {
  it("POSTs the request to '/quotation-requests' with its Idempotency-Key", async () => {
    const client = jest.fn<ReturnType<HttpClient>, Parameters<HttpClient>>(async () => ({ id: 1 }));
    await submitQuotation(client, request, 'key-1');
    expect(client.mock.calls).toEqual([['POST', '/quotation-requests', request, { 'Idempotency-Key': 'key-1' }]]);
  });

  it('resolves to nothing, whatever the server answers', async () => {
    await expect(submitQuotation(async () => ({ id: 1, extra: 'ignored' }), request, 'key-1')).resolves.toBeUndefined();
  });

  it('rejects with the error of the client', async () => {
    const failure = new Error('HTTP 500');
    await expect(
      submitQuotation(async () => {
        throw failure;
      }, request, 'key-1'),
    ).rejects.toBe(failure);
  });
});
