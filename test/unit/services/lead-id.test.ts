import { leadIdOf } from '../../../src/services/lead-id';

describe('leadIdOf', () => {
  it.each<[string, unknown, string | null]>([
    ['a UUID string id', { id: '2b7c1e0a-9a51-4a34-8c3e-5d7f0b7a1c11' }, '2b7c1e0a-9a51-4a34-8c3e-5d7f0b7a1c11'],
    ['a whole number id', { id: 12 }, '12'],
    ['an API Platform IRI', { '@id': '/api/quotation_requests/12' }, '12'],
    ['an IRI with a trailing slash and a query', { '@id': '/api/quotation_requests/abc/?x=1' }, 'abc'],
    ['an IRI whose last segment is encoded', { '@id': '/api/leads/a%20b' }, 'a b'],
    ['id before @id', { id: 'own', '@id': '/api/leads/other' }, 'own'],
    ['an @id when id is unusable', { id: '', '@id': '/api/leads/7' }, '7'],
    ['no id at all', { created: true }, null],
    ['an empty answer', undefined, null],
    ['a text answer', 'Created', null],
    ['a negative number', { id: -1 }, null],
    ['a fraction', { id: 1.5 }, null],
    ['an object id', { id: { value: 1 } }, null],
    ['an id far too long to be one', { id: 'x'.repeat(201) }, null],
    ['an IRI that cannot be decoded', { '@id': '/api/leads/%E0%A4%A' }, null],
    ['a bare IRI root', { '@id': '/' }, null],
  ])('reads %s', (_name, answer, id) => {
    expect(leadIdOf(answer)).toBe(id);
  });
});
