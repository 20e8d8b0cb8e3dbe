import { i18n } from '../i18n/i18n';

/** Where a value was read: a mount() option, a data attribute of the container, or the JSON script. */
export type SourceKind = 'option' | 'attribute' | 'json';

/** The data attribute an editor writes for a configuration key: stayLink is data-stay-link. */
export function attributeName(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The name the editor knows a value by, so that a problem points at what they actually wrote. */
export function sourceName(kind: SourceKind, key: string): string {
  if (kind === 'attribute') return attributeName(key);
  if (kind === 'option') return i18n._('config.source.option', { key });
  return `"${key}"`;
}
