import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import { StepNav } from '../components/StepNav';
import { STEP_COUNT } from '../domain/navigation';
import { useChosenResidence, useConfig, useWizard } from '../store/context';
import { STEP_LABEL_IDS } from '../steps/labels';
import { ResidenceSearchStep } from '../steps/residence-search/ResidenceSearchStep';
import { LaterStep } from './LaterStep';
import { useLaterStepsWhenIdle } from './use-later-steps';
import { useStepChange } from './use-step-change';

/** The wizard shell: title, step navigation, the current step, the dialog, the disclaimer. */
export function Wizard() {
  const { i18n } = useLingui();
  const { disclaimer, testMode } = useConfig();
  const step = useWizard((state) => state.step);
  const sending = useWizard((state) => state.sending);
  const goTo = useWizard((state) => state.goTo);
  const modalOpen = useWizard((state) => state.modalOpen);
  const setModalOpen = useWizard((state) => state.setModalOpen);
  const residence = useChosenResidence();
  const root = useRef<HTMLDivElement>(null);
  // The later steps, asked for once step 0 has shown; the disclaimer needs their sanitizer.
  const later = useLaterStepsWhenIdle();

  // A step needs a residence past step 0; without one (never expected) the search shows.
  const shown = residence ? step : 0;
  // Once shown, the search stays in the page, hidden on other steps: leaving it costs nothing, whatever its size,
  // and coming back finds the list as it was.
  const [searchMounted, setSearchMounted] = useState(shown === 0);
  if (shown === 0 && !searchMounted) setSearchMounted(true);
  const { announcement, onStepShown } = useStepChange(root, shown);
  const closeDialog = useCallback(() => setModalOpen(false), [setModalOpen]);

  return (
    <div ref={root} className="qw-wizard">
      <h2 className="qw-title">{i18n._('wizard.title')}</h2>
      {testMode && <p className="qw-test-mode">{i18n._('wizard.testMode')}</p>}
      <StepNav
        label={i18n._('nav.label')}
        steps={STEP_LABEL_IDS.slice(0, STEP_COUNT).map((id) => i18n._(id))}
        current={shown}
        position={i18n._('nav.position', { number: shown + 1 })}
        shortPosition={i18n._('nav.positionAlone', { number: shown + 1 })}
        doneText={i18n._('nav.done')}
        locked={sending}
        onGoTo={(target) => goTo(target)}
      />
      <p className="qw-sr-only" role="status">
        {announcement}
      </p>
      {searchMounted && (
        <div data-step="0" hidden={shown !== 0}>
          <ResidenceSearchStep />
        </div>
      )}
      {shown !== 0 && residence && (
        <div data-step={shown}>
          <LaterStep step={shown} residence={residence} onShown={onStepShown} />
        </div>
      )}
      {later && residence && modalOpen && <later.ThankYouDialog residenceName={residence.name} open onClose={closeDialog} />}
      {later && <later.ConfigHtml html={disclaimer} field={i18n._('html.field.disclaimer')} className="qw-html qw-disclaimer" />}
    </div>
  );
}
