import type { Step } from '../domain/navigation';

interface StepNavProps {
  label: string;
  /** Screen-reader label of each step, in order. */
  steps: readonly string[];
  current: Step;
  /** Where the current step stands (« Étape 2 sur 3 : »): what a narrow screen shows instead of every step. */
  position: string;
  /** « Étape 2 sur 3 », all a tight column shows of the current step: its heading, just below, names it. */
  shortPosition: string;
  doneText: string;
  /** Disabled while a submission is in flight. */
  locked: boolean;
  onGoTo(step: Step): void;
}

/**
 * Ordered steps: done ones go back, the current one is marked, later ones are not operable. On a narrow screen
 * the row would stack three boxes before any content, so it keeps one line: the done steps as numbered buttons,
 * then « Étape 2 sur 3 : Vos informations »; the later steps stay in the list for screen readers only. In a tight
 * column, where « informations » would be cut in two, « Étape 2 sur 3 » alone, the whole name kept for screen
 * readers.
 */
export function StepNav({ label, steps, current, position, shortPosition, doneText, locked, onGoTo }: StepNavProps) {
  return (
    <nav className="qw-steps" aria-label={label}>
      <ol className="qw-steps__list">
        {steps.map((name, index) => {
          const step = index as Step;
          const state = step < current ? 'done' : step === current ? 'active' : 'todo';
          return (
            <li key={name} className={`qw-steps__item qw-steps__item--${state}`}>
              <button
                type="button"
                className="qw-steps__button"
                aria-current={state === 'active' ? 'step' : undefined}
                disabled={state !== 'done' || locked}
                onClick={() => onGoTo(step)}
              >
                <span className="qw-steps__number" aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span className="qw-steps__name">
                  {state === 'active' ? <span className="qw-steps__position">{position} </span> : <span className="qw-sr-only">{index + 1}. </span>}
                  {name}
                  {state === 'done' && <span className="qw-sr-only"> ({doneText})</span>}
                </span>
                {state === 'active' && (
                  <span className="qw-steps__short" aria-hidden="true">
                    {shortPosition}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
