import type { ConfigResult } from '../config/types';
import { i18n } from '../i18n/i18n';
import { log } from '../services/log';

/** What a widget says about its configuration: a heading naming the widget, then every problem. */
export interface ConfigReport {
  level: 'error' | 'warn';
  heading: string;
  problems: string[];
}

/** The report of `result` for the widget named `widget`; none when there is nothing to say. */
export function configReport(widget: string, result: ConfigResult): ConfigReport | undefined {
  if (!result.ok) return { level: 'error', heading: i18n._('config.report.error', { widget }), problems: result.errors };
  if (result.warnings.length === 0) return undefined;
  return { level: 'warn', heading: i18n._('config.report.warning', { widget }), problems: result.warnings };
}

/** The report as one console message: one per widget, every problem on its own line. */
export function reportText(report: ConfigReport): string {
  return `${report.heading}\n- ${report.problems.join('\n- ')}`;
}

/** Tells the editor, once per mount, what is wrong with a widget's configuration, every problem in one message. */
export function reportConfig(widget: string, result: ConfigResult): ConfigReport | undefined {
  const report = configReport(widget, result);
  if (report) log[report.level](reportText(report));
  return report;
}
