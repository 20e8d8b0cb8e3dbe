import { goTo, initialNavigation, lowerTrigger, next, previous, reject, startSubmit, type NavigationState } from '../../../src/domain/navigation';

const at = (step: NavigationState['step'], extra: Partial<NavigationState> = {}): NavigationState => ({ ...initialNavigation(step), ...extra });

describe('initialNavigation', () => {
  it('starts at step 0, not loading, trigger down', () => {
    expect(initialNavigation()).toEqual({ step: 0, loading: false, submitTrigger: false });
  });

  it('can start at another step', () => {
    expect(initialNavigation(1).step).toBe(1);
  });
});

describe('goTo', () => {
  it('goes back to an earlier step', () => {
    expect(goTo(at(2), 0).step).toBe(0);
  });

  it('ignores a later step when not forced', () => {
    expect(goTo(at(0), 1).step).toBe(0);
  });

  it('ignores the current step when not forced', () => {
    const state = at(1);
    expect(goTo(state, 1)).toBe(state);
  });

  it('goes to a later step when forced', () => {
    expect(goTo(at(0), 1, true).step).toBe(1);
  });

  it('is ignored while loading, even for an earlier step', () => {
    const state = at(2, { loading: true });
    expect(goTo(state, 0)).toBe(state);
  });

  it('is ignored while loading, even when forced', () => {
    const state = at(1, { loading: true });
    expect(goTo(state, 2, true).step).toBe(1);
  });

  it('does not change the state it is given', () => {
    const state = at(2);
    goTo(state, 0);
    expect(state.step).toBe(2);
  });
});

describe('startSubmit', () => {
  it('sets loading on', () => {
    expect(startSubmit(at(1)).loading).toBe(true);
  });

  it('raises the submit trigger', () => {
    expect(startSubmit(at(1)).submitTrigger).toBe(true);
  });

  it('stays on the same step', () => {
    expect(startSubmit(at(1)).step).toBe(1);
  });
});

describe('lowerTrigger', () => {
  it('lowers a raised trigger and keeps loading on', () => {
    expect(lowerTrigger(startSubmit(at(1)))).toEqual({ step: 1, loading: true, submitTrigger: false });
  });

  it('returns the same state when the trigger is already down', () => {
    const state = at(1, { loading: true });
    expect(lowerTrigger(state)).toBe(state);
  });
});

describe('next', () => {
  it('advances one step', () => {
    expect(next(at(1)).step).toBe(2);
  });

  it('clears loading', () => {
    expect(next(startSubmit(at(1))).loading).toBe(false);
  });

  it('lowers the trigger', () => {
    expect(next(startSubmit(at(1))).submitTrigger).toBe(false);
  });

  it('stays at step 2 when already there', () => {
    expect(next(at(2)).step).toBe(2);
  });
});

describe('reject', () => {
  it('clears loading', () => {
    expect(reject(startSubmit(at(1))).loading).toBe(false);
  });

  it('stays on the same step', () => {
    expect(reject(startSubmit(at(1))).step).toBe(1);
  });
});

describe('previous', () => {
  it('goes back one step', () => {
    expect(previous(at(2)).step).toBe(1);
  });

  it('stays at step 0 when already there', () => {
    expect(previous(at(0)).step).toBe(0);
  });
});
