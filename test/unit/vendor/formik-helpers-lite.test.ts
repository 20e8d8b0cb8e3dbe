import realMerge from 'deepmerge';
import realEqual from 'react-fast-compare';
import { deepmerge, isEqual } from '../../../src/vendor/formik-helpers-lite';

const date = new Date('2026-11-23T10:00:00Z');
const pairs: Array<[string, unknown, unknown]> = [
  ['equal strings', 'a', 'a'],
  ['different strings', 'a', 'b'],
  ['NaN and NaN', Number.NaN, Number.NaN],
  ['null and undefined', null, undefined],
  ['0 and false', 0, false],
  ['equal form values', { civility: 'm', firstName: 'Jeanne', rgpd: false }, { civility: 'm', firstName: 'Jeanne', rgpd: false }],
  ['one value differs', { civility: 'm', firstName: 'Jeanne' }, { civility: 'm', firstName: 'Jean' }],
  ['a key more', { a: 1 }, { a: 1, b: undefined }],
  ['same keys, other order', { a: 1, b: 2 }, { b: 2, a: 1 }],
  ['nested arrays', { list: [1, [2, 3]] }, { list: [1, [2, 3]] }],
  ['arrays of other lengths', [1, 2], [1, 2, 3]],
  ['array and object', [], {}],
  ['equal dates', { at: date }, { at: new Date(date.getTime()) }],
  ['other dates', { at: date }, { at: new Date(0) }],
  ['equal regexps', /a/g, /a/g],
  ['touched maps', { firstName: true, email: true }, { firstName: true, email: false }],
];

describe('isEqual, the stand-in for react-fast-compare', () => {
  it.each(pairs)('agrees with react-fast-compare on %s', (_name, a, b) => {
    expect(isEqual(a, b)).toBe(realEqual(a, b));
  });
});

// Formik's own array merge (formik.esm.js), which is what it passes to deepmerge.all.
function formikArrayMerge(target: unknown[], source: unknown[], options: { clone?: boolean; isMergeableObject(value: unknown): boolean }) {
  const destination = target.slice();
  source.forEach((item, index) => {
    if (typeof destination[index] === 'undefined') {
      const shouldClone = options.clone !== false && options.isMergeableObject(item);
      destination[index] = shouldClone ? realMerge<object>(Array.isArray(item) ? [] : {}, item as object, options as never) : item;
    } else if (options.isMergeableObject(item)) {
      destination[index] = realMerge(target[index] as object, item as object, options as never);
    } else if (!target.includes(item)) {
      destination.push(item);
    }
  });
  return destination;
}

const errorSets: Array<[string, object[]]> = [
  ['three empty sets', [{}, {}, {}]],
  ['field errors only', [{ email: 'email' }, {}, {}]],
  ['schema and field errors on other fields', [{ email: 'email' }, { firstName: 'required', lastName: 'required' }, {}]],
  ['the same field twice: the last wins', [{ email: 'required' }, { email: 'email' }, {}]],
  ['nested errors', [{ address: { city: 'required' } }, { address: { zip: 'required' } }, {}]],
  ['array errors', [{ rooms: [undefined, 'required'] }, { rooms: ['required'] }, {}]],
];

describe('deepmerge, the stand-in for deepmerge', () => {
  it.each(errorSets)('merges %s as deepmerge.all does with Formik\'s array merge', (_name, sets) => {
    expect(deepmerge.all(sets, { arrayMerge: formikArrayMerge as never })).toEqual(realMerge.all(sets, { arrayMerge: formikArrayMerge as never }));
  });

  it('merges two objects as deepmerge does by default', () => {
    const target = { a: { b: 1, list: [1] }, keep: 'x' };
    const source = { a: { c: 2, list: [2] }, add: true };
    expect(deepmerge(target, source)).toEqual(realMerge(target, source));
  });

  it('leaves its inputs untouched', () => {
    const first = { a: { b: 1 } };
    const second = { a: { c: 2 } };
    const merged = deepmerge.all([first, second]) as { a: object };
    expect(first).toEqual({ a: { b: 1 } });
    expect(merged.a).not.toBe(first.a);
  });

  it('ignores __proto__ keys of parsed data', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}') as object;
    deepmerge({}, hostile);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
