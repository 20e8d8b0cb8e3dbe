/** Step indexes: 0 residence search, 1 visitor form, 2 offer. */
export type Step = 0 | 1 | 2;
export const LAST_STEP: Step = 2;
export const STEP_COUNT = 3;

/**
 * The step navigation. A separate `loading` flag would always rise and fall with `sending`, so one flag plays
 * both parts: while the lead is in flight, the step buttons are locked. No "submit now" pulse either: nothing
 * would read it.
 */
export interface NavigationState {
  step: Step;
  /** The lead is being sent: further submits are ignored and going to a step is refused. */
  sending: boolean;
}

export const initialNavigation = (step: Step = 0): NavigationState => ({ step, sending: false });

function clampStep(step: number): Step {
  return Math.max(0, Math.min(LAST_STEP, step)) as Step;
}

/** Ignored while sending; only to an earlier step unless forced. */
export function goTo(state: NavigationState, target: Step, force = false): NavigationState {
  if (state.sending) return state;
  if (!force && target >= state.step) return state;
  return { ...state, step: clampStep(target) };
}

/** The lead was accepted: sending is over and the next step shows. */
export function next(state: NavigationState): NavigationState {
  return { step: clampStep(state.step + 1), sending: false };
}

export function previous(state: NavigationState): NavigationState {
  return { ...state, step: clampStep(state.step - 1) };
}
