import { clone, cloneDeep, isPlainObject, toPath } from '../../../src/vendor/lodash-lite';

/** The four lodash helpers Formik imports (lodash ships no types here: @types/lodash is not installed). */
interface LodashHelpers {
  clone<T>(value: T): T;
  cloneDeep<T>(value: T): T;
  toPath(value: unknown): string[];
  isPlainObject(value: unknown): boolean;
}
// The CommonJS lodash, installed as a dependency of Formik's own build.
const lodash = require('lodash') as LodashHelpers;

class Friend {
  constructor(public name: string) {}
  greet() {
    return `Bonjour ${this.name}`;
  }
}

/** Values Formik hands these helpers: form values, errors, touched maps and their parts. */
const formValues: Array<[string, unknown]> = [
  ['an empty object', {}],
  ['the visitor form', { civility: 'm', firstName: 'Jean', lastName: '', email: '', phoneNumber: '', status: '', knowUs: null, acceptPromotionalOffers: false, rgpd: false }],
  ['the housing mini-form', { housingType: null }],
  ['nested values with arrays', { user: { name: 'Jean', tags: ['a', 'b'], friends: [{ name: 'Marie', age: 80 }] } }],
  ['touched flags', { firstName: true, friends: [{ name: true }, undefined] }],
  ['errors with nested messages', { email: 'email', friends: [undefined, { name: 'required' }] }],
  ['a date', { birthDate: new Date('1940-05-17T00:00:00Z') }],
  ['an array of strings', ['studio', 'one_room']],
  ['an array with an undefined item', [1, undefined, 3]],
  // Formik's setIn on 'friends[2]' of an empty list leaves holes before the new item.
  ['a sparse array', [, , { name: 'Marie' }]],
  ['a string', 'Jean'],
  ['a number', 1250],
  ['a boolean', true],
  ['null', null],
  ['undefined', undefined],
];

/** Field names Formik turns into paths. */
const paths: unknown[] = [
  'firstName',
  'a.b',
  'a.b[0].c',
  'friends[0].name',
  'friends.0.name',
  'a["c.d"]',
  "a['c.d'].e",
  'a[0][1]',
  'a.b.c.d.e',
  '.a',
  'a[-1]',
  'a["with \\"quote"]',
  '',
  ['a', 'b', 0],
  ['friends', '0', 'name'],
  0,
  12,
];

describe('isPlainObject', () => {
  it.each([...formValues, ['an object without prototype', Object.assign(Object.create(null) as object, { a: 1 })], ['an array', []], ['a class instance', new Friend('Jean')], ['a Date', new Date()], ['a Map', new Map()], ['a function', () => 1]] as Array<[string, unknown]>)(
    'agrees with lodash on %s',
    (_label, value) => {
      expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
    },
  );

  it('is true for a plain object', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
  });

  it('is false for a class instance', () => {
    expect(isPlainObject(new Friend('Jean'))).toBe(false);
  });
});

describe('clone', () => {
  it.each(formValues)('agrees with lodash on %s', (_label, value) => {
    expect(clone(value)).toStrictEqual(lodash.clone(value));
  });

  it('gives a new object', () => {
    const values = { firstName: 'Jean' };
    expect(clone(values)).not.toBe(values);
  });

  it('is shallow: nested objects are shared', () => {
    const values = { user: { name: 'Jean' } };
    expect(clone(values).user).toBe(values.user);
  });

  it('gives a new array', () => {
    const list = [1, 2];
    expect(clone(list)).not.toBe(list);
  });

  it('keeps the prototype of a class instance, as Formik setIn expects', () => {
    expect(Object.getPrototypeOf(clone(new Friend('Jean')))).toBe(Friend.prototype);
  });

  it('keeps the methods of a class instance working on the copy', () => {
    expect(clone(new Friend('Jean')).greet()).toBe('Bonjour Jean');
  });

  it('keeps the prototype as lodash does', () => {
    const friend = new Friend('Jean');
    expect(Object.getPrototypeOf(clone(friend))).toBe(Object.getPrototypeOf(lodash.clone(friend)));
  });

  it('copies a date to a new date of the same time', () => {
    const date = new Date('1940-05-17T00:00:00Z');
    const copy = clone(date);
    expect([copy === date, copy.getTime()]).toEqual([false, date.getTime()]);
  });
});

describe('cloneDeep', () => {
  it.each(formValues)('agrees with lodash on %s', (_label, value) => {
    expect(cloneDeep(value)).toStrictEqual(lodash.cloneDeep(value));
  });

  it('gives a copy whose nested objects are independent of the original', () => {
    const values = { user: { name: 'Jean', friends: [{ name: 'Marie' }] } };
    const copy = cloneDeep(values);
    copy.user.friends[0].name = 'Paul';
    copy.user.name = 'Pierre';
    expect(values).toEqual({ user: { name: 'Jean', friends: [{ name: 'Marie' }] } });
  });

  it('leaves the copy unchanged when the original changes', () => {
    const values = { tags: ['a'], birthDate: new Date('1940-05-17T00:00:00Z') };
    const copy = cloneDeep(values);
    values.tags.push('b');
    values.birthDate.setFullYear(2000);
    expect([copy.tags, copy.birthDate.getUTCFullYear()]).toEqual([['a'], 1940]);
  });

  it('shares no object with the original', () => {
    const values = { user: { friends: [{ name: 'Marie' }] } };
    const copy = cloneDeep(values);
    expect([copy.user === values.user, copy.user.friends === values.user.friends, copy.user.friends[0] === values.user.friends[0]]).toEqual([false, false, false]);
  });

  it('keeps a cycle as a cycle', () => {
    const node: { name: string; self?: unknown } = { name: 'a' };
    node.self = node;
    const copy = cloneDeep(node);
    expect([copy.self === copy, copy === node]).toEqual([true, false]);
  });

  it('keeps a shared object shared within the copy', () => {
    const shared = { name: 'Marie' };
    const copy = cloneDeep({ a: shared, b: shared });
    expect([copy.a === copy.b, copy.a === shared]).toEqual([true, false]);
  });

  it('copies a cycle through an array', () => {
    const list: unknown[] = [1];
    list.push(list);
    const copy = cloneDeep(list);
    expect([copy[1] === copy, copy === list]).toEqual([true, false]);
  });

  // lodash gives such an object Object.prototype back; keeping it prototype-less is the stand-in's own choice.
  it('keeps a prototype-less object prototype-less', () => {
    const values = Object.assign(Object.create(null) as Record<string, unknown>, { a: { b: 1 } });
    expect(Object.getPrototypeOf(cloneDeep(values))).toBeNull();
  });
});

describe('toPath', () => {
  it.each(paths.map((path) => [JSON.stringify(path), path]))('agrees with lodash on %s', (_label, path) => {
    expect(toPath(path)).toEqual(lodash.toPath(path));
  });

  it("splits 'a.b[0].c' into its keys", () => {
    expect(toPath('a.b[0].c')).toEqual(['a', 'b', '0', 'c']);
  });

  it('keeps a quoted key with a dot whole', () => {
    expect(toPath('a["c.d"]')).toEqual(['a', 'c.d']);
  });

  it('returns a new array for an array path', () => {
    const path = ['a', 'b'];
    expect(toPath(path)).not.toBe(path);
  });
});
