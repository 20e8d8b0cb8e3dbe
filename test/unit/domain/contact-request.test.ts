import { buildContactRequest, contactRequestSchema, type ContactRequest } from '../../../src/domain/contact-request';
import type { Residence } from '../../../src/domain/residence';
import { errorsOf as schemaErrorsOf } from './errors-of';

const errorsOf = (value: unknown) => schemaErrorsOf(contactRequestSchema, value);

const residence: Residence = {
  id: 'lyon-croix-rousse',
  name: 'Les Terrasses de la Croix-Rousse',
  region: 'Auvergne-Rhône-Alpes',
  description: '',
  isOpen: true,
  position: { positionX: 50, positionY: 50 },
  prices: { studio: 1250, two_room: 2100 },
};

describe('buildContactRequest', () => {
  it('asks for a call back about the type shown, at its configured price', () => {
    expect(buildContactRequest(residence, 'two_room')).toEqual({ contactRequested: true, housingType: 'two_room', price: 2100 });
  });

  it('throws for a type the residence does not price', () => {
    expect(() => buildContactRequest(residence, 'one_room')).toThrow(/one_room/);
  });
});

describe('contactRequestSchema', () => {
  it('accepts the body buildContactRequest makes', async () => {
    expect(await errorsOf(buildContactRequest(residence, 'studio'))).toEqual({});
  });

  it.each([
    ['contactRequested false', { contactRequested: false }, 'contactRequested', 'invalid'],
    ['contactRequested as a string', { contactRequested: 'true' }, 'contactRequested', 'invalid'],
    ['an unknown housing type', { housingType: 'castle' }, 'housingType', 'invalid'],
    ['no housing type', { housingType: null }, 'housingType', 'required'],
    ['a price as a string', { price: '1250' }, 'price', 'invalid'],
    ['a price of 0', { price: 0 }, 'price', 'invalid'],
  ])("refuses %s", async (_name, change, path, code) => {
    expect(await errorsOf({ ...buildContactRequest(residence, 'studio'), ...change })).toEqual({ [path]: code });
  });

  it.each(['contactRequested', 'housingType', 'price'])("says 'required' when %s is missing", async (key) => {
    const body: Record<string, unknown> = { ...buildContactRequest(residence, 'studio') };
    delete body[key];
    expect(await errorsOf(body)).toEqual({ [key]: 'required' });
  });

  it.each([['a list', []], ['null', null], ['a number', 1]])("says 'invalid' for a body that is %s", async (_name, body) => {
    expect(Object.values(await errorsOf(body))).toEqual(['invalid']);
  });

  it("refuses another key with 'invalid'", async () => {
    expect(await errorsOf({ ...buildContactRequest(residence, 'studio'), email: 'x@exemple.fr' })).toEqual({ '(object)': 'invalid' });
  });

  it('gives back a valid body typed as a ContactRequest', async () => {
    const patch: ContactRequest = await contactRequestSchema.validate(buildContactRequest(residence, 'studio'));
    expect(patch).toEqual({ contactRequested: true, housingType: 'studio', price: 1250 });
  });
});
