import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** Every error of a validation, as { path: code } ('(object)' for the object itself); empty when the value is valid. */
export async function errorsOf(schema: ObjectSchema<AnyObject>, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return Object.fromEntries(inner.map((each) => [each.path || '(object)', String(each.message)]));
  }
}
