import { emptyVisitor, type VisitorValues } from '../../../src/domain/visitor';
import { createWizardStore } from '../../../src/store/wizard-store';
import { residence } from '../support/render';

const lyon = residence({ id: 'lyon', prices: { studio: 1250, one_room: 1640, two_room: 2100 } });
const rennes = residence({ id: 'rennes', name: 'La Villa des Lices', prices: { studio: 990.5 } });

const filledVisitor = (): VisitorValues => ({ ...emptyVisitor(), firstName: 'Jeanne', lastName: 'Dupont', email: 'jeanne@exemple.fr', rgpd: true });

describe('createWizardStore', () => {
  describe('start', () => {
    it('starts at step 0 with nothing chosen', () => {
      const state = createWizardStore().getState();
      expect([state.step, state.residenceId, state.housingType, state.loading, state.submitTrigger, state.sending, state.sendFailed, state.modalOpen]).toEqual([
        0,
        null,
        null,
        false,
        false,
        false,
        false,
        false,
      ]);
    });

    it('starts with the empty visitor form', () => {
      expect(createWizardStore().getState().visitor).toEqual(emptyVisitor());
    });

    it('opens at step 1 with an initial residence', () => {
      expect(createWizardStore({ residence: lyon }).getState().step).toBe(1);
    });

    it('has the initial residence chosen', () => {
      expect(createWizardStore({ residence: lyon }).getState().residenceId).toBe('lyon');
    });

    it('restores the step, housing type and visitor values it is given', () => {
      const state = createWizardStore({ residence: lyon, step: 2, housingType: 'one_room', visitor: filledVisitor() }).getState();
      expect([state.step, state.housingType, state.visitor]).toEqual([2, 'one_room', filledVisitor()]);
    });

    it('starts at step 0 when a step is given without a residence', () => {
      expect(createWizardStore({ step: 2 }).getState().step).toBe(0);
    });
  });

  describe('independence', () => {
    it('keeps two stores apart', () => {
      const first = createWizardStore();
      const second = createWizardStore();
      first.getState().chooseResidence(lyon);
      expect([first.getState().residenceId, second.getState().residenceId, second.getState().step]).toEqual(['lyon', null, 0]);
    });

    it('gives each store its own visitor object', () => {
      const first = createWizardStore();
      const second = createWizardStore();
      first.getState().visitor.firstName = 'Jeanne';
      expect(second.getState().visitor.firstName).toBe('');
    });
  });

  describe('chooseResidence', () => {
    it('moves from step 0 to step 1', () => {
      const store = createWizardStore();
      store.getState().chooseResidence(lyon);
      expect(store.getState().step).toBe(1);
    });

    it('stores the residence id', () => {
      const store = createWizardStore();
      store.getState().chooseResidence(rennes);
      expect(store.getState().residenceId).toBe('rennes');
    });

    it('keeps the chosen housing type when the new residence prices it', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().setHousingType('studio');
      store.getState().goTo(0);
      store.getState().chooseResidence(rennes);
      expect(store.getState().housingType).toBe('studio');
    });

    it('drops the chosen housing type when the new residence does not price it', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().setHousingType('two_room');
      store.getState().goTo(0);
      store.getState().chooseResidence(rennes);
      expect(store.getState().housingType).toBeNull();
    });

    it('keeps the visitor values', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().saveVisitor(filledVisitor());
      store.getState().goTo(0);
      store.getState().chooseResidence(rennes);
      expect(store.getState().visitor).toEqual(filledVisitor());
    });
  });

  describe('goTo and previous', () => {
    it('goes back to an earlier step', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().goTo(0);
      expect(store.getState().step).toBe(0);
    });

    it('does not go forward unless forced', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().goTo(2);
      expect(store.getState().step).toBe(1);
    });

    it('is ignored while a submission is loading', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().beginSubmit();
      store.getState().goTo(0);
      expect(store.getState().step).toBe(1);
    });

    it('goes back one step with previous', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().previous();
      expect(store.getState().step).toBe(0);
    });
  });

  describe('submission', () => {
    it('leaves loading on after beginSubmit', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().beginSubmit();
      expect(store.getState().loading).toBe(true);
    });

    it('leaves the submit trigger down after beginSubmit', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().beginSubmit();
      expect(store.getState().submitTrigger).toBe(false);
    });

    it('raises the submit trigger for an instant during beginSubmit', () => {
      const store = createWizardStore({ residence: lyon });
      const triggers: boolean[] = [];
      const unsubscribe = store.subscribe((state) => triggers.push(state.submitTrigger));
      store.getState().beginSubmit();
      unsubscribe();
      expect(triggers).toEqual([true, false]);
    });

    it('advances to step 2 and clears loading on next', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().beginSubmit();
      store.getState().next();
      expect([store.getState().step, store.getState().loading]).toEqual([2, false]);
    });

    it('stays on step 1 and clears loading on reject', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().beginSubmit();
      store.getState().reject();
      expect([store.getState().step, store.getState().loading]).toEqual([1, false]);
    });

    it('sets sending while a request is in flight', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().setSending(true);
      expect([store.getState().sending, store.getState().sendFailed]).toEqual([true, false]);
    });

    it('sets sendFailed with setSending(false, true)', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().setSending(true);
      store.getState().setSending(false, true);
      expect([store.getState().sending, store.getState().sendFailed]).toEqual([false, true]);
    });

    it('keeps sendFailed while a retry is in flight and clears it when the retry succeeds', () => {
      const store = createWizardStore();
      store.getState().setSending(false, true);
      store.getState().setSending(true);
      expect(store.getState().sendFailed).toBe(true);
      store.getState().setSending(false);
      expect(store.getState().sendFailed).toBe(false);
    });

    it('counts failed sends, so that each failure is a new alert', () => {
      const store = createWizardStore();
      store.getState().setSending(false, true);
      store.getState().setSending(true);
      store.getState().setSending(false, true);
      expect(store.getState().failedSends).toBe(2);
    });
  });

  describe('values', () => {
    it('saves the visitor values', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().saveVisitor(filledVisitor());
      expect(store.getState().visitor).toEqual(filledVisitor());
    });

    it('sets the housing type', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().setHousingType('one_room');
      expect(store.getState().housingType).toBe('one_room');
    });

    it('does not notify listeners when the same housing type is set again', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().setHousingType('one_room');
      const listener = jest.fn();
      store.subscribe(listener);
      store.getState().setHousingType('one_room');
      expect(listener).not.toHaveBeenCalled();
    });

    it('opens and closes the modal', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().setModalOpen(true);
      const opened = store.getState().modalOpen;
      store.getState().setModalOpen(false);
      expect([opened, store.getState().modalOpen]).toEqual([true, false]);
    });
  });
});
