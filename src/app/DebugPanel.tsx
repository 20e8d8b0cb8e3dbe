import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import type { Residence } from '../domain/residence';
import type { ConfigReport } from '../embed/report-config';
import { usePage } from '../store/page';
import type { WizardStore } from '../store/wizard-store';

interface DebugPanelProps {
  report?: ConfigReport;
  /** The running widget, whose residences' images are listed here as they fail to load. */
  store?: WizardStore;
  residences?: readonly Residence[];
}

const NONE: ReadonlySet<string> = new Set();
const unsubscribed = () => () => undefined;

/**
 * The editor's view of the configuration's problems, inside the widget, shown only in debug mode: the console is
 * not where an editor in a CMS looks first. An image's address is only found wrong when the browser tries it, so
 * those come later, one per address, as the console says them.
 */
export function DebugPanel({ report, store, residences = [] }: DebugPanelProps) {
  const { i18n } = useLingui();
  const { widget } = usePage();
  const failed = useSyncExternalStore(store?.subscribe ?? unsubscribed, () => store?.getState().failedImages ?? NONE);
  const images = [...failed].map((url) => i18n._('image.failed', { widget, name: residences.find((residence) => residence.image === url)?.name, url }));
  const problems = [...(report?.problems ?? []), ...images];
  return (
    <section className="qw-debug" aria-labelledby="qw-debug-title">
      <h2 className="qw-debug__title" id="qw-debug-title">
        {i18n._('config.debug.title')}
      </h2>
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
