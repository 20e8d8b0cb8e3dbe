import { useLingui } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { WizardConfig } from '../config/types';
import { PartLoadError, partMissingMessage } from '../embed/load-part';
import type { ConfigReport } from '../embed/report-config';
import { ModuleLoadError } from '../services/lazy-module';
import { imageFailedMessage } from '../steps/image-failed-message';
import { reportTrimmedHtml } from '../steps/report-trimmed-html';
import { usePage } from '../store/page';
import type { WizardStore } from '../store/wizard-store';
import { useLaterStepsWhenIdle } from './use-later-steps';

interface DebugPanelProps {
  report?: ConfigReport;
  /** The running widget, whose residences' images are listed here as they fail to load. */
  store?: WizardStore;
  config?: WizardConfig;
}

const NONE: ReadonlySet<string> = new Set();
const unsubscribed = () => () => undefined;

/**
 * Looks through every text of the configuration shown as HTML, once the sanitizer has arrived with the later
 * steps, rather than as each is shown: a visitor may never open the residence whose description lost its image.
 * Debug mode only, so that visitors never pay for it. Should those steps never arrive (their files not uploaded
 * beside the script), `onMissing` hears which file: step 0 works without them, and would otherwise look fine.
 */
function HtmlCheck({ config, store, onMissing }: { config: WizardConfig; store: WizardStore; onMissing(url: string): void }) {
  const later = useLaterStepsWhenIdle((error) => {
    const cause = error instanceof ModuleLoadError ? error.cause : error;
    if (cause instanceof PartLoadError) onMissing(cause.url);
  });
  const { widget } = usePage();
  useEffect(() => {
    later?.trimmedHtmlProblems(config).forEach((problem) => reportTrimmedHtml(store, widget, problem));
  }, [later, config, store, widget]);
  return null;
}

/**
 * The editor's view of the configuration's problems, inside the widget, shown only in debug mode: the console is
 * not where an editor in a CMS looks first. An image's address is only found wrong when the browser tries it, and
 * what the sanitizer takes out of the HTML once it has arrived, so those come later, as the console says them.
 */
export function DebugPanel({ report, store, config }: DebugPanelProps) {
  const { i18n } = useLingui();
  const { widget } = usePage();
  const failed = useSyncExternalStore(store?.subscribe ?? unsubscribed, () => store?.getState().failedImages ?? NONE);
  const trimmed = useSyncExternalStore(store?.subscribe ?? unsubscribed, () => store?.getState().trimmedHtml ?? NONE);
  const images = [...failed].map((url) => imageFailedMessage(i18n, widget, url, config?.residences ?? []));
  const html = [...trimmed].map((problem) => i18n._('html.trimmed.console', { widget, problem }));
  const [missingPart, setMissingPart] = useState<string | null>(null);
  const problems = [...(report?.problems ?? []), ...(missingPart ? [partMissingMessage(missingPart)] : []), ...images, ...html];
  return (
    <section className="qw-debug" aria-labelledby="qw-debug-title">
      <h2 className="qw-debug__title" id="qw-debug-title">
        {i18n._('config.debug.title')}
      </h2>
      {config && store && <HtmlCheck config={config} store={store} onMissing={setMissingPart} />}
      {report && <p>{report.heading}</p>}
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : (
        <p>{i18n._('config.debug.none')}</p>
      )}
      <p className="qw-debug__note">{i18n._('config.debug.note')}</p>
    </section>
  );
}
