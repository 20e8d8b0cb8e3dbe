import { housingSchema, quotationRequestSchema, visitorSchema } from '../../../src/domain/quotation-schema';
import type { QuotationRequest } from '../../../src/domain/quotation';
import { MAX_LENGTH, type VisitorValues } from '../../../src/domain/visitor';
import { errorsOf } from './errors-of';

const validVisitor = (): VisitorValues => ({
  civility: 'm',
  firstName: 'Jean',
  lastName: 'Martin',
  email: 'jean.martin@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'future_resident',
  knowUs: 'press',
  acceptPromotionalOffers: false,
  rgpd: true,
});

const validRequest = () => {
  const { rgpd: _rgpd, ...visitor } = validVisitor();
  return { ...visitor, residence: 'lyon-croix-rousse', housingType: 'studio', price: 1250 };
};

describe('visitorSchema', () => {
  it('accepts complete values', async () => {
    expect(await errorsOf(visitorSchema, validVisitor())).toEqual({});
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber'] as const)("says 'required' for a blank %s", async (field) => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), [field]: '' })).toEqual({ [field]: 'required' });
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber'] as const)("says 'required' for a %s of spaces only", async (field) => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), [field]: '   ' })).toEqual({ [field]: 'required' });
  });

  it("says 'required' for a missing status", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), status: '' })).toEqual({ status: 'required' });
  });

  it("says 'required' for a knowUs left at null", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), knowUs: null })).toEqual({ knowUs: 'required' });
  });

  it("says 'invalid' for a civility that is not m or mme", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), civility: 'mlle' })).toEqual({ civility: 'invalid' });
  });

  it("says 'required' for a civility left out", async () => {
    const { civility: _civility, ...visitor } = validVisitor();
    expect(await errorsOf(visitorSchema, visitor)).toEqual({ civility: 'required' });
  });

  it("says 'email' for an address without @", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), email: 'jean.martin.exemple.fr' })).toEqual({ email: 'email' });
  });

  it("says 'email' for an address without a dot in the domain", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), email: 'jean@exemple' })).toEqual({ email: 'email' });
  });

  it('accepts an address surrounded by spaces', async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), email: '  jean@exemple.fr ' })).toEqual({});
  });

  it("says 'consent' when rgpd is not ticked", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), rgpd: false })).toEqual({ rgpd: 'consent' });
  });

  it("says 'consent' when rgpd is missing", async () => {
    const { rgpd: _rgpd, ...values } = validVisitor();
    expect(await errorsOf(visitorSchema, values)).toEqual({ rgpd: 'consent' });
  });

  it.each(['+33 6 12 34 56 78', '0033 (0)6 12 34 56 78', '+44 20 7946 0958'])('accepts the phone number %s', async (phoneNumber) => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), phoneNumber })).toEqual({});
  });

  it.each(['06 12 34 56 7', 'le soir après 18 h', '+33 6 12'])("says 'phone' for the phone number %s", async (phoneNumber) => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), phoneNumber })).toEqual({ phoneNumber: 'phone' });
  });

  it.each([
    ['firstName', 'Jeanne\u202egpj.exe'],
    ['lastName', 'Mar\u0000tin'],
    ['email', 'jeanne\u200f@exemple.fr'],
    ['phoneNumber', '06 12 34 56 78\u0007'],
  ] as const)("says 'characters', and only that, for a control or bidi character in %s", async (field, value) => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), [field]: value })).toEqual({ [field]: 'characters' });
  });

  it.each([true, false, undefined])('accepts acceptPromotionalOffers = %s, which has no rule', async (accept) => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), acceptPromotionalOffers: accept })).toEqual({});
  });

  it("says 'tooLong' for a first name longer than its input allows", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), firstName: 'a'.repeat(MAX_LENGTH.firstName + 1) })).toEqual({ firstName: 'tooLong' });
  });

  it('reports every problem at once', async () => {
    expect(Object.keys(await errorsOf(visitorSchema, {})).sort()).toEqual(['civility', 'email', 'firstName', 'knowUs', 'lastName', 'phoneNumber', 'rgpd', 'status'].sort());
  });
});

describe('housingSchema', () => {
  it('accepts a priced type', async () => {
    expect(await errorsOf(housingSchema(['studio', 'two_room'], true), { housingType: 'two_room' })).toEqual({});
  });

  it("says 'required' when no type is chosen", async () => {
    expect(await errorsOf(housingSchema(['studio'], true), { housingType: null })).toEqual({ housingType: 'required' });
  });

  it("says 'required' for a type the residence does not price", async () => {
    expect(await errorsOf(housingSchema(['studio'], true), { housingType: 'two_room' })).toEqual({ housingType: 'required' });
  });

  it("says 'noOffer' when the residence has no offer, even with a priced type chosen", async () => {
    expect(await errorsOf(housingSchema(['three_room'], false), { housingType: 'three_room' })).toEqual({ housingType: 'noOffer' });
  });
});

describe('quotationRequestSchema', () => {
  it('accepts a complete request', async () => {
    expect(await errorsOf(quotationRequestSchema, validRequest())).toEqual({});
  });

  it("refuses the rgpd key, which is not part of the request, with 'invalid'", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), rgpd: true })).toEqual({ '(object)': 'invalid' });
  });

  it("refuses an unknown key with 'invalid'", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), admin: true })).toEqual({ '(object)': 'invalid' });
  });

  it('gives back a valid body as it came, typed as a QuotationRequest', async () => {
    const body = { ...validRequest(), firstName: '  Jeanne ' };
    const request: QuotationRequest = await quotationRequestSchema.validate(body);
    expect(request).toEqual(body);
  });

  it("says 'required' for a missing residence", async () => {
    const { residence: _residence, ...request } = validRequest();
    expect(await errorsOf(quotationRequestSchema, request)).toEqual({ residence: 'required' });
  });

  it("says 'invalid' for an unknown housing type", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), housingType: 'castle' })).toEqual({ housingType: 'invalid' });
  });

  it.each([
    ['civility', 'x'],
    ['status', 'boss'],
    ['knowUs', 'tv'],
    ['knowUs', 3],
  ])("says 'invalid' for %s %p, a choice outside the list", async (field, value) => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), [field]: value })).toEqual({ [field]: 'invalid' });
  });

  it.each([
    ['housingType', null],
    ['status', ''],
    ['knowUs', undefined],
  ])("says 'required' for %s %p, a choice not made", async (field, value) => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), [field]: value })).toEqual({ [field]: 'required' });
  });

  it("says 'invalid' for a price of 0", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), price: 0 })).toEqual({ price: 'invalid' });
  });

  it("says 'invalid' for a price written as a string", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), price: '1250' })).toEqual({ price: 'invalid' });
  });

  it("says 'email' for an invalid address", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), email: 'pas-une-adresse' })).toEqual({ email: 'email' });
  });

  it("says 'required' for a blank-after-trim name", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), lastName: '  ' })).toEqual({ lastName: 'required' });
  });

  it("says 'characters' for a right-to-left override in a name", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), lastName: 'Martin\u202e' })).toEqual({ lastName: 'characters' });
  });

  it("says 'phone' for a phone number cut short", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), phoneNumber: '06 12 34' })).toEqual({ phoneNumber: 'phone' });
  });

  it.each([
    ['a number as a name', { firstName: 1234 }],
    ['an object as a residence', { residence: { $gt: '' } }],
    ['a list as the e-mail', { email: ['jean@exemple.fr'] }],
  ])("says 'invalid', never the value, for %s", async (_name, change) => {
    const errors = await errorsOf(quotationRequestSchema, { ...validRequest(), ...change });
    expect(Object.values(errors)).toEqual(['invalid']);
  });

  it.each([['a list', [validRequest()]], ['a string', 'residence'], ['null', null]])("says 'invalid' for a body that is %s", async (_name, body) => {
    expect(Object.values(await errorsOf(quotationRequestSchema, body))).toContain('invalid');
  });

  it('refuses acceptPromotionalOffers written as a string', async () => {
    expect(Object.keys(await errorsOf(quotationRequestSchema, { ...validRequest(), acceptPromotionalOffers: 'true' }))).toEqual(['acceptPromotionalOffers']);
  });
});
