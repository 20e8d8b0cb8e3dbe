import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { housingSchema, quotationRequestSchema, visitorSchema } from '../../../src/domain/quotation-schema';
import { MAX_LENGTH, type VisitorValues } from '../../../src/domain/visitor';

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

/** Every error of a validation, as { path: code } ('(object)' for the object itself); empty when the value is valid. */
async function errorsOf(schema: ObjectSchema<AnyObject>, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path || '(object)', String(inner.message)]));
  }
}

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

  it("says 'required' for a civility that is not m or mme", async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), civility: 'mlle' })).toEqual({ civility: 'required' });
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

  it('accepts any phone number text, with no format check', async () => {
    expect(await errorsOf(visitorSchema, { ...validVisitor(), phoneNumber: 'le soir après 18 h' })).toEqual({});
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

  it("says 'required' for a missing residence", async () => {
    const { residence: _residence, ...request } = validRequest();
    expect(await errorsOf(quotationRequestSchema, request)).toEqual({ residence: 'required' });
  });

  it("says 'required' for an unknown housing type", async () => {
    expect(await errorsOf(quotationRequestSchema, { ...validRequest(), housingType: 'castle' })).toEqual({ housingType: 'required' });
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

  it('refuses acceptPromotionalOffers written as a string', async () => {
    expect(Object.keys(await errorsOf(quotationRequestSchema, { ...validRequest(), acceptPromotionalOffers: 'true' }))).toEqual(['acceptPromotionalOffers']);
  });
});
