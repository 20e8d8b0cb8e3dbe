import { i18n } from '../i18n/i18n';
import { isHtmlElementName } from '../services/html-element-name';
import { undoDoubleEscaping } from './escaped-twice';
import { unescapeHtml } from './unescape-html';
import { readText } from './values';

/** A tag as written in a text (`<b>`, `</span>`, `<img src=x>`), with its name. */
const TAG = /<\/?([a-z][a-z\d]*)(?=[\s/>])[^<>]*>/gi;

/** A text shown as text, what was mended in it (a reference escaped twice), and the tags of HTML it holds. */
export interface PlainText {
  text?: string;
  escapedTwice?: string;
  tags: string[];
}

/**
 * The tags of HTML's own elements written in `text`, by name. Only tags written as tags: an escaped one
 * (« &lt;b&gt; ») was meant as text, and so was a word in angle brackets (« <privé> »). Without a page's window (a
 * server), none is looked for.
 */
function tagsIn(text: string, view?: Window & typeof globalThis): string[] {
  if (!view || !text.includes('<')) return [];
  const tags = new Set<string>();
  for (const [, name] of text.matchAll(TAG)) if (isHtmlElementName(name as string, view)) tags.add(`<${(name as string).toLowerCase()}>`);
  return [...tags];
}

/**
 * A text shown as text (a name, a place), with the references a CMS may have escaped it with read, twice over if
 * need be. Tags of a rich-text title (« <b>Le Clos</b> ») stay as typed, text as ever, never markup: the editor is
 * told, as the visitor would see code. `view` is the page's window, whose parser does both (none on a server).
 */
export function readPlainText(value: unknown, view?: Window & typeof globalThis): PlainText {
  const raw = readText(value);
  if (raw === undefined) return { tags: [] };
  const { text, first } = undoDoubleEscaping(raw);
  return { text: unescapeHtml(text, view?.document), escapedTwice: first, tags: tagsIn(raw, view) };
}

/** The editor's problem with a text `key` escaped twice, `example` the first reference as written. */
export const escapedTwiceProblem = (where: string, key: string, example: string) => i18n._('config.residence.escapedTwice', { where, key, example });

/** The editor's problems with a text read by readPlainText; `where` names its residence, when asked. */
export function plainTextProblems(key: string, read: PlainText, where: () => string): string[] {
  const problems: string[] = [];
  if (read.escapedTwice !== undefined) problems.push(escapedTwiceProblem(where(), key, read.escapedTwice));
  if (read.tags.length > 0) problems.push(i18n._('config.residence.tags', { where: where(), key, tags: read.tags.join(' ') }));
  return problems;
}
