import { goTo, initialNavigation, next, previous, type NavigationState } from '../../../src/domain/navigation';

const at = (step: NavigationState['step'], extra: Partial<NavigationState> = {}): NavigationState => ({ ...initialNavigation(step), ...extra });

describe('initialNavigation', () => {
  it('starts at step 0, not sending', () => {
    expect(initialNavigation()).toEqual({ step: 0, sending: false });
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

  it('is ignored while sending, even for an earlier step', () => {
    const state = at(2, { sending: true });
    expect(goTo(state, 0)).toBe(state);
  });

  it('is ignored while sending, even when forced', () => {
    const state = at(1, { sending: true });
    expect(goTo(state, 2, true).step).toBe(1);
  });

  it('does not change the state it is given', () => {
    const state = at(2);
    goTo(state, 0);
    expect(state.step).toBe(2);
  });
});

describe('next', () => {
  it('advances one step', () => {
    expect(next(at(1)).step).toBe(2);
  });

  it('ends the sending', () => {
    expect(next(at(1, { sending: true })).sending).toBe(false);
  });

  it('stays at step 2 when already there', () => {
    expect(next(at(2)).step).toBe(2);
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
