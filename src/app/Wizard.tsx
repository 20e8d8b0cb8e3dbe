import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { SafeHtml } from '../components/SafeHtml';
import { StepNav } from '../components/StepNav';
import { STEP_COUNT } from '../domain/navigation';
import { useChosenResidence, useConfig, useWizard } from '../store/context';
import { useHost } from '../store/host';
import { STEP_LABEL_IDS, STEP_TITLE_IDS } from '../steps/labels';
import { OfferStep } from '../steps/offer/OfferStep';
import { ResidenceSearchStep } from '../steps/residence-search/ResidenceSearchStep';
import { ThankYouDialog } from '../steps/thank-you/ThankYouDialog';
import { VisitorFormStep } from '../steps/visitor-form/VisitorFormStep';

/** The wizard shell: title, step navigation, the current step, the disclaimer. */
export function Wizard() {
  const { i18n } = useLingui();
  const host = useHost();
  const { disclaimer } = useConfig();
  const step = useWizard((state) => state.step);
  const loading = useWizard((state) => state.loading);
  const goTo = useWizard((state) => state.goTo);
  const modalOpen = useWizard((state) => state.modalOpen);
  const setModalOpen = useWizard((state) => state.setModalOpen);
  const residence = useChosenResidence();
  const root = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  // A step needs a residence past step 0; without one (never expected) the search shows.
  const shown = residence ? step : 0;

  useEffect(() => {
    // Nothing moves on the first render: the host page keeps its focus and scroll.
    if (first.current) {
      first.current = false;
      return;
    }
    root.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
    host.scrollToTop();
    setAnnouncement(i18n._('nav.announce', { number: shown + 1, title: i18n._(STEP_TITLE_IDS[shown]) }));
    host.emit('quote-wizard:step', shown);
  }, [shown, host, i18n]);

  return (
    <div ref={root} className="qw-wizard">
      <h2 className="qw-title">{i18n._('wizard.title')}</h2>
      <StepNav
        label={i18n._('nav.label')}
        steps={STEP_LABEL_IDS.slice(0, STEP_COUNT).map((id) => i18n._(id))}
        current={shown}
        doneText={i18n._('nav.done')}
        locked={loading}
        onGoTo={(target) => goTo(target)}
      />
      <p className="qw-sr-only" role="status">
        {announcement}
      </p>
      {shown === 0 && <ResidenceSearchStep />}
      {shown === 1 && residence && <VisitorFormStep key={residence.id} residence={residence} />}
      {shown === 2 && residence && <OfferStep residence={residence} />}
      {residence && <ThankYouDialog residenceName={residence.name} open={modalOpen} onClose={() => setModalOpen(false)} />}
      <SafeHtml html={disclaimer} className="qw-html qw-disclaimer" />
    </div>
  );
}
