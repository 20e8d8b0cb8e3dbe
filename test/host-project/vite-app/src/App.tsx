import { QuoteWizard, type QuoteWizardProps, type WizardConfigInput } from 'quote-wizard';
import { useState } from 'react';
import { hostLog } from './host-log';
import { ProgrammaticWidget } from './ProgrammaticWidget';
import { residences } from './residences';

const callbacks: Omit<QuoteWizardProps, 'config'> = {
  onStep: (event) => hostLog(`step ${event.detail}`),
  onSubmitted: (event) => hostLog(`submitted ${event.detail.residence} ${event.detail.housingType} ${event.detail.price}`),
  onError: (event) => hostLog(`error ${event.detail.kind}`),
  onContact: (event) => hostLog(`contact ${event.detail.residence}`),
};

export function App() {
  const [shown, setShown] = useState(true);
  const residence = new URLSearchParams(window.location.search).get('residence');
  // A new object on every render, as hosts write it: the widget restarts only when its content changes.
  const config: WizardConfigInput = residence ? { residences, residenceName: residence } : { residences };
  return (
    <main>
      <h1>Nos résidences seniors</h1>
      {/* Tall enough that the widget starts below the fold: a scroll to it would show. */}
      <p style={{ minHeight: '1400px' }}>Des résidences partout en France.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          hostLog('host submit');
        }}
      >
        <div onClick={() => hostLog('host click')}>{shown && <QuoteWizard id="devis" config={config} {...callbacks} />}</div>
      </form>
      <button type="button" onClick={() => setShown(false)}>
        Retirer le simulateur
      </button>
      <ProgrammaticWidget />
    </main>
  );
}
