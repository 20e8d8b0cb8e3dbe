import type { QuotationRequest } from '../../../src/domain/quotation';
import type { HttpClient } from '../../../src/services/http-client';
import { requestContact, submitQuotation } from '../../../src/services/submit-quotation';

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

  it("resolves to the id of the server's answer", async () => {
    await expect(submitQuotation(async () => ({ id: '2b7c1e0a-9a51-4a34-8c3e-5d7f0b7a1c11', extra: 'ignored' }), request, 'key-1')).resolves.toBe('2b7c1e0a-9a51-4a34-8c3e-5d7f0b7a1c11');
  });

  it('resolves to null when the answer names no lead', async () => {
    await expect(submitQuotation(async () => undefined, request, 'key-1')).resolves.toBeNull();
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

describe('requestContact', () => {
  it('PATCHes the lead with the callback request and its own Idempotency-Key', async () => {
    const client = jest.fn<ReturnType<HttpClient>, Parameters<HttpClient>>(async () => ({}));
    const patch = { contactRequested: true as const, housingType: 'two_room' as const, price: 2100 };
    await requestContact(client, 'lead 7/b', patch, 'key-2');
    expect(client.mock.calls).toEqual([['PATCH', '/quotation-requests/lead%207%2Fb', patch, { 'Idempotency-Key': 'key-2' }]]);
  });
});
