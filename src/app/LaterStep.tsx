import { useLingui } from '@lingui/react';
import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { CallUs } from '../components/FailureAlert';
import { ModuleLoadError } from '../services/lazy-module';
import type { Step } from '../domain/navigation';
import type { Residence } from '../domain/residence';
import { useConfig } from '../store/context';
import { usePage } from '../store/page';
import { ChosenResidence } from '../steps/ChosenResidence';
import { STEP_TITLE_IDS } from '../steps/labels';
import { StepHeading } from '../steps/StepHeading';
import { laterSteps, type LaterSteps } from './later-steps';
import { useLaterSteps } from './use-later-steps';

interface LaterStepProps {
  step: Exclude<Step, 0>;
  residence: Residence;
  /** Called once the step's own content is in the page (its heading can take focus). */
  onShown(): void;
}

type StepProps = LaterStepProps & { steps: LaterSteps };

function StepContent({ steps, step, residence, onShown }: StepProps) {
  useLayoutEffect(onShown, [onShown]);
  return step === 1 ? <steps.VisitorFormStep key={residence.id} residence={residence} /> : <steps.OfferStep residence={residence} />;
}

function StepOnItsWay(props: LaterStepProps) {
  return <StepContent steps={useLaterSteps()} {...props} />;
}

/**
 * Shown in place of a step whose code is on its way or could not be loaded: its title, and for the form the
 * residence chosen with the way back to the search, so that the visitor knows where the tap led and can choose
 * another without waiting. It tells when it shows, for the focus to wait on its title.
 */
function StandIn({ title, step, residence, onShown, busy, children }: LaterStepProps & { title: string; busy?: boolean; children: ReactNode }) {
  useLayoutEffect(onShown, [onShown]);
  return (
    <section className="qw-step" aria-busy={busy}>
      <StepHeading standIn>{title}</StepHeading>
      {step === 1 && <ChosenResidence residence={residence} />}
      {children}
    </section>
  );
}

/** Renders at once when the steps have arrived (the usual case: asked for when step 0 showed), else waits. */
function StepWhenLoaded(props: LaterStepProps) {
  return laterSteps.current ? <StepContent steps={laterSteps.current} {...props} /> : <StepOnItsWay {...props} />;
}

/**
 * Step 1 or 2. Their code arrives after step 0; while it is on its way (a preselected residence, or a tap, on a
 * slow connection) the step's title, the residence chosen and a short status show, never a blank area. If it
 * cannot be loaded, the visitor is told and can try again, or go back and choose another residence, and the host
 * hears of it (`quote-wizard:error`, kind 'load').
 */
export function LaterStep(props: LaterStepProps) {
  const { i18n } = useLingui();
  const page = usePage();
  const { contactPhone } = useConfig();
  // A step the visitor opens is a fresh chance for code whose early fetch failed (offline for a moment).
  useState(() => laterSteps.retry());
  const title = i18n._(STEP_TITLE_IDS[props.step]);
  return (
    <ErrorBoundary
      // Only missing code is handled here; a failing screen goes on to the widget-wide boundary.
      handles={(error) => error instanceof ModuleLoadError}
      onError={(error) => page.emit('quote-wizard:error', { kind: 'load', message: (error as Error).message })}
      fallback={(retry) => (
        <StandIn {...props} title={title}>
          <div role="alert" className="qw-alert">
            <p>
              {i18n._('load.failed')}
              {contactPhone && <CallUs phone={contactPhone} text={i18n._('failure.call')} />}
            </p>
          </div>
          <button
            type="button"
            className="qw-button qw-button--secondary"
            onClick={() => {
              laterSteps.retry();
              retry();
            }}
          >
            {i18n._('load.retry')}
          </button>
        </StandIn>
      )}
    >
      <Suspense
        fallback={
          <StandIn {...props} title={title} busy>
            <p role="status">{i18n._('load.pending')}</p>
          </StandIn>
        }
      >
        <StepWhenLoaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
