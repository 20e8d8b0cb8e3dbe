import { parseConfig } from '../config/parse-config';
import { DEFAULT_CONFIG_ID, readSources } from '../config/read-sources';
import { trimmedHtmlProblems } from '../config/trimmed-html';
import { widgetName } from '../config/widget-name';
import { configReport, reportText } from '../embed/report-config';
import { i18n } from './checker-i18n';

/** What the checker prints, and whether a widget could not start. */
export interface CheckOutcome {
  lines: { level: 'error' | 'warn' | 'info'; text: string }[];
  failed: boolean;
}

/**
 * Every problem the widgets of `document` would report, read by the widget's own code: the same sources, the
 * same checks, the same sentences as in the console, and what the sanitizer would take out of their HTML.
 */
export function checkDocument(document: Document): CheckOutcome {
  const containers = [...document.querySelectorAll<HTMLElement>('[data-quote-wizard]')];
  if (containers.length === 0) return { lines: [{ level: 'error', text: i18n._('config.check.noWidget') }], failed: true };
  const outcome: CheckOutcome = { lines: [], failed: false };
  for (const element of containers) {
    const name = widgetName(element);
    const result = parseConfig(readSources(element));
    // What the sanitizer would take out of its HTML, which the page itself only says once that text is shown.
    const view = document.defaultView;
    const checked = result.ok && view ? { ...result, warnings: [...result.warnings, ...trimmedHtmlProblems(result.config, view)] } : result;
    const report = configReport(name, checked);
    if (report?.level === 'error') outcome.failed = true;
    outcome.lines.push(report ? { level: report.level, text: reportText(report) } : { level: 'info', text: `${name}\u00a0: ${i18n._('config.debug.none')}` });
  }
  return outcome;
}

/**
 * A JSON configuration file, checked as the page would see it: the script holds the file as it is, so that line
 * numbers are the file's.
 */
export function jsonPage(document: Document, json: string): Document {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = DEFAULT_CONFIG_ID;
  script.textContent = json;
  const container = document.createElement('div');
  container.setAttribute('data-quote-wizard', '');
  document.body.replaceChildren(script, container);
  return document;
}
