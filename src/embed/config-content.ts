/**
 * The content of a configuration as one string, keys sorted at every level: `{ a, b }` and `{ b, a }` give the
 * same, so a host that builds its object afresh on each render, in any order, does not restart the widget.
 */
export function configContent(config: unknown): string {
  return JSON.stringify(config, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
  });
}
