import { useLingui } from '@lingui/react';
import type { ConfigReport } from '../embed/report-config';

/**
 * The editor's view of the configuration's problems, inside the widget, shown only in debug mode: the console is
 * not where an editor in a CMS looks first.
 */
export function DebugPanel({ report }: { report?: ConfigReport }) {
  const { i18n } = useLingui();
  return (
    <section className="qw-debug" aria-labelledby="qw-debug-title">
      <h2 className="qw-debug__title" id="qw-debug-title">
        {i18n._('config.debug.title')}
      </h2>
      {report ? (
        <>
          <p>{report.heading}</p>
          <ul>
            {report.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{i18n._('config.debug.none')}</p>
      )}
      <p className="qw-debug__note">{i18n._('config.debug.note')}</p>
    </section>
  );
}
