/**
 * Small stand-ins for two more of Formik's dependencies, script-tag bundle only (rollup.config.mjs routes
 * `react-fast-compare` and `deepmerge` here). Formik compares and merges nothing but form data: values, errors
 * and touched maps made of plain objects, arrays, strings, numbers, booleans and dates. Tested against the
 * real packages in test/unit/vendor.
 */

function isMergeable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !(value instanceof Date) && !(value instanceof RegExp);
}

/** Deep equality of form data (react-fast-compare's contract for the values Formik compares). */
export function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (a.constructor !== b.constructor) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (a instanceof RegExp) return String(a) === String(b);
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => isEqual(item, other[index]));
  }
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export interface MergeOptions {
  arrayMerge?(target: unknown[], source: unknown[], options: Required<MergeOptions>): unknown[];
  isMergeableObject?(value: unknown): boolean;
  clone?: boolean;
}
type FullOptions = Required<MergeOptions>;

const emptyTarget = (value: unknown) => (Array.isArray(value) ? [] : {});
const cloneIfNeeded = (value: unknown, options: FullOptions): unknown => (options.clone !== false && options.isMergeableObject(value) ? merge(emptyTarget(value), value, options) : value);

function mergeObjects(target: Record<string, unknown>, source: Record<string, unknown>, options: FullOptions) {
  const destination: Record<string, unknown> = {};
  if (options.isMergeableObject(target)) for (const key of Object.keys(target)) destination[key] = cloneIfNeeded(target[key], options);
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    destination[key] = key in target && options.isMergeableObject(source[key]) ? merge(target[key], source[key], options) : cloneIfNeeded(source[key], options);
  }
  return destination;
}

function merge(target: unknown, source: unknown, options: FullOptions): unknown {
  if (Array.isArray(source) !== Array.isArray(target)) return cloneIfNeeded(source, options);
  if (Array.isArray(source)) return options.arrayMerge(target as unknown[], source, options);
  return mergeObjects(target as Record<string, unknown>, source as Record<string, unknown>, options);
}

function withDefaults(options: MergeOptions = {}): FullOptions {
  return {
    clone: options.clone ?? true,
    isMergeableObject: options.isMergeableObject ?? isMergeable,
    arrayMerge: options.arrayMerge ?? ((target, source, full) => [...target, ...source].map((item) => cloneIfNeeded(item, full))),
  };
}

/** deepmerge(target, source, options) and deepmerge.all([...], options), as Formik calls them. */
export const deepmerge = Object.assign((target: unknown, source: unknown, options?: MergeOptions) => merge(target, source, withDefaults(options)), {
  all(objects: unknown[], options?: MergeOptions) {
    const full = withDefaults(options);
    return objects.reduce((previous, next) => merge(previous, next, full), {});
  },
});
