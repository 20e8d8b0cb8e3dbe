import type { I18n } from '@lingui/core';
import { formatCount } from '../domain/format-count';
import type { Residence } from '../domain/residence';

/** How many residences sharing a broken image are named; the count says how many there are. */
const NAMED = 3;

/**
 * What the editor is told of an image that does not load, naming every residence that shows it: a CMS often gives
 * many residences one default picture, and a message naming only the first would hide the others.
 */
export function imageFailedMessage(i18n: I18n, widget: string, url: string, residences: readonly Residence[]): string {
  const names = residences.filter((residence) => residence.image === url).map((residence) => residence.name);
  if (names.length <= 1) return i18n._('image.failed', { widget, name: names[0] ?? '', url });
  const named = names
    .slice(0, NAMED)
    .map((name) => `«\u00a0${name}\u00a0»`)
    .join(', ');
  return i18n._('image.failed.shared', { widget, url, count: formatCount(names.length), names: names.length > NAMED ? `${named}…` : named });
}
