/**
 * Small stand-ins for the four lodash-es helpers Formik imports. Formik only ever hands them form values
 * (plain objects, arrays, strings, numbers, booleans, dates) and field paths like `a.b[0].c`; lodash's
 * general versions bring its whole cloning and caching machinery (about 4 KB gzip) into the script-tag
 * bundle. rollup.config.mjs routes `lodash-es/clone`, `cloneDeep`, `toPath` and `isPlainObject` here.
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Shallow copy that keeps the prototype, as Formik's setIn expects ("keeps inheritance when obj is a class"). */
export function clone<T>(value: T): T {
  // Array.from, not slice: holes become undefined, as lodash gives them (Formik's setIn makes such arrays).
  if (Array.isArray(value)) return Array.from(value) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}

function deepCopy(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(deepCopy(item, seen));
    return copy;
  }
  // Class instances (a File in a form, say) are shared as they are: only data is copied.
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  seen.set(value, copy);
  for (const key of Object.keys(value)) copy[key] = deepCopy(value[key], seen);
  return copy;
}

/** Deep copy of form data; cycles are kept as cycles. */
export function cloneDeep<T>(value: T): T {
  return deepCopy(value, new WeakMap()) as T;
}

const PATH_PART = /([^.[\]]+)|\[\s*(?:(["'])((?:\\.|(?!\2).)*)\2|([^\]]*))\s*\]/g;

/** 'a.b[0]["c.d"]' → ['a', 'b', '0', 'c.d']; an array is returned as strings. */
export function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const path: string[] = [];
  const text = String(value ?? '');
  if (text.startsWith('.')) path.push('');
  for (const match of text.matchAll(PATH_PART)) {
    if (match[1] !== undefined) path.push(match[1]);
    else if (match[3] !== undefined) path.push(match[3].replace(/\\(.)/g, '$1'));
    else path.push(match[4] ?? '');
  }
  return path;
}
