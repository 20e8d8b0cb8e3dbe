import type { Violation } from '../domain/send-failure';

export interface ErrorBody {
  detail?: string;
  description?: string;
  violations: Violation[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function violationsOf(value: unknown): Violation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { propertyPath, message } = item as Record<string, unknown>;
    return typeof propertyPath === 'string' && typeof message === 'string' && message.trim() !== '' ? [{ propertyPath, message }] : [];
  });
}

/**
 * What an error answer says, when its body is JSON: RFC 9457's `detail`, an older `description`, and the
 * `violations` of API Platform and Symfony. Anything else (HTML from a proxy, a cut body) gives nothing.
 */
export async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return { violations: [] };
    const { detail, description, violations } = body as Record<string, unknown>;
    return { detail: text(detail), description: text(description), violations: violationsOf(violations) };
  } catch {
    return { violations: [] };
  }
}
