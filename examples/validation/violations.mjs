import { errorMessage } from '../../dist/server.mjs';

/** One refused field, in the widget's own French (API Platform / Symfony shape, plus our code). */
export const violation = (propertyPath, code) => ({ propertyPath, message: errorMessage(code), code });

/**
 * Every field a shared schema refuses, one violation per field (its first rule broken). Messages are codes the
 * schema owns, never yup's defaults, so the value sent is not repeated.
 */
export async function schemaViolations(schema, value) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error?.name !== 'ValidationError') throw error;
    const byPath = new Map();
    for (const each of error.inner.length > 0 ? error.inner : [error]) {
      const path = each.path ?? '';
      if (!byPath.has(path)) byPath.set(path, violation(path, String(each.message)));
    }
    return [...byPath.values()];
  }
}
