/** Step indexes: 0 residence search, 1 visitor form, 2 offer. */
export type Step = 0 | 1 | 2;
export const LAST_STEP: Step = 2;
export const STEP_COUNT = 3;

/** The step navigation of spec section 4. */
export interface NavigationState {
  step: Step;
  /** Set while a valid submission is being sent; blocks go-to. */
  loading: boolean;
  /** Raised for one instant when a valid submission starts. */
  submitTrigger: boolean;
}

export const initialNavigation = (step: Step = 0): NavigationState => ({ step, loading: false, submitTrigger: false });

function clampStep(step: number): Step {
  return Math.max(0, Math.min(LAST_STEP, step)) as Step;
}

/** Ignored while loading; only to an earlier step unless forced. */
export function goTo(state: NavigationState, target: Step, force = false): NavigationState {
  if (state.loading) return state;
  if (!force && target >= state.step) return state;
  return { ...state, step: clampStep(target) };
}

/** A valid submission: loading on and the trigger raised (the caller lowers it at once). */
export function startSubmit(state: NavigationState): NavigationState {
  return { ...state, loading: true, submitTrigger: true };
}

export function lowerTrigger(state: NavigationState): NavigationState {
  return state.submitTrigger ? { ...state, submitTrigger: false } : state;
}

/** Clears loading and advances one step. */
export function next(state: NavigationState): NavigationState {
  return { step: clampStep(state.step + 1), loading: false, submitTrigger: false };
}

/** Clears loading and stays. */
export function reject(state: NavigationState): NavigationState {
  return { ...state, loading: false, submitTrigger: false };
}

export function previous(state: NavigationState): NavigationState {
  return { ...state, step: clampStep(state.step - 1) };
}
