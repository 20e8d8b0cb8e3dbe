import type { WindowLike } from 'dompurify';
import { isRichText } from '../domain/rich-text';
import { i18n } from '../i18n/i18n';
import { cleanHtml } from '../services/sanitize-html';
import type { WizardConfig } from './types';

/** A text of the configuration shown as HTML, named as the editor's messages name it. */
interface HtmlField {
  field: string;
  html: string;
}

/** Every text of `config` the widget shows through its sanitizer, whoever sees it first. */
function htmlFields(config: WizardConfig): HtmlField[] {
  const fields: HtmlField[] = [
    { field: i18n._('html.field.residenceOffers'), html: config.residenceOffers },
    { field: i18n._('html.field.generalConditionsGdpr'), html: config.generalConditionsGdpr },
    { field: i18n._('html.field.disclaimer'), html: config.disclaimer },
  ];
  for (const residence of config.residences) {
    if (isRichText(residence.description)) fields.push({ field: htmlFieldOfDescription(residence.name), html: residence.description });
  }
  return fields;
}

/** How the messages name a residence's description. */
export const htmlFieldOfDescription = (name: string) => i18n._('html.field.description', { name });

/** The editor's problem with a text the sanitizer took `removed` out of. */
export function trimmedHtmlProblem(field: string, removed: readonly string[]): string {
  return i18n._('html.trimmed', { field, parts: removed.join(', ') });
}

/**
 * What the sanitizer takes out of the configuration's HTML, one problem per text: an editor who pasted an image
 * or a script into a description sees the rest shown and would never learn why that part is missing. Only texts
 * holding a tag can lose anything, so the others are not parsed.
 */
export function trimmedHtmlProblems(config: WizardConfig, view: WindowLike = window): string[] {
  return htmlFields(config).flatMap(({ field, html }) => {
    if (!html.includes('<')) return [];
    const { removed } = cleanHtml(html, view);
    return removed.length > 0 ? [trimmedHtmlProblem(field, removed)] : [];
  });
}
