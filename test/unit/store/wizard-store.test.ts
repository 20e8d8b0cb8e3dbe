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
      expect([state.step, state.residenceId, state.housingType, state.sending, state.sendFailure, state.leadId, state.contactSending, state.contactFailure, state.modalOpen]).toEqual([
        0,
        null,
        null,
        false,
        null,
        null,
        false,
        null,
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
      store.getState().commitVisitor(filledVisitor(), null);
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

    it('is ignored while the lead is being sent', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().startSending();
      store.getState().goTo(0);
      expect(store.getState().step).toBe(1);
    });

    it('goes back one step with previous', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().previous();
      expect(store.getState().step).toBe(0);
    });
  });

  describe('sending the lead', () => {
    it('starts sending once, and refuses a second start while in flight', () => {
      const store = createWizardStore({ residence: lyon });
      expect([store.getState().startSending(), store.getState().startSending(), store.getState().sending]).toEqual([true, false, true]);
    });

    it('moves to step 2 and keeps the lead id on success', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().startSending();
      store.getState().sendSucceeded('lead-7');
      expect([store.getState().step, store.getState().sending, store.getState().leadId]).toEqual([2, false, 'lead-7']);
    });

    it('stays on step 1 with the failure on failure', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().startSending();
      store.getState().sendFailed({ kind: 'offline' });
      expect([store.getState().step, store.getState().sending, store.getState().sendFailure?.kind]).toEqual([1, false, 'offline']);
    });

    it('keeps the failure while a retry is in flight and clears it when the retry succeeds', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().sendFailed({ kind: 'server' });
      store.getState().startSending();
      expect(store.getState().sendFailure?.kind).toBe('server');
      store.getState().sendSucceeded(null);
      expect(store.getState().sendFailure).toBeNull();
    });

    it('counts failures, so that each one is a new alert', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().sendFailed({ kind: 'server' });
      const first = store.getState().sendFailure?.count;
      store.getState().sendFailed({ kind: 'server' });
      expect(store.getState().sendFailure?.count).not.toBe(first);
    });
  });

  describe('the callback request', () => {
    it('starts once, and refuses a second start while in flight', () => {
      const store = createWizardStore({ residence: lyon, step: 2 });
      expect([store.getState().startContact(), store.getState().startContact()]).toEqual([true, false]);
    });

    it('opens the dialog on success', () => {
      const store = createWizardStore({ residence: lyon, step: 2 });
      store.getState().startContact();
      store.getState().contactSucceeded();
      expect([store.getState().contactSending, store.getState().modalOpen]).toEqual([false, true]);
    });

    it('keeps the dialog closed and says why on failure', () => {
      const store = createWizardStore({ residence: lyon, step: 2 });
      store.getState().startContact();
      store.getState().contactFailed({ kind: 'offline' });
      expect([store.getState().contactSending, store.getState().modalOpen, store.getState().contactFailure?.kind]).toEqual([false, false, 'offline']);
    });

    it("forgets a callback failure once a new lead is accepted", () => {
      const store = createWizardStore({ residence: lyon, step: 2 });
      store.getState().contactFailed({ kind: 'server' });
      store.getState().goTo(1);
      store.getState().sendSucceeded('lead-8');
      expect(store.getState().contactFailure).toBeNull();
    });
  });

  describe('requests by content', () => {
    it('gives the same key to the same content, whatever happened in between', () => {
      const store = createWizardStore({ residence: lyon });
      const first = store.getState().request('POST {"a":1}').key;
      store.getState().goTo(0);
      store.getState().chooseResidence(lyon);
      store.getState().sendFailed({ kind: 'offline' });
      expect(store.getState().request('POST {"a":1}').key).toBe(first);
    });

    it('gives another content another key', () => {
      const store = createWizardStore();
      expect(store.getState().request('POST {"a":1}').key).not.toBe(store.getState().request('POST {"a":2}').key);
    });

    it('marks a content pushed to analytics, and only that one', () => {
      const store = createWizardStore();
      store.getState().markPushed('POST {"a":1}');
      expect([store.getState().request('POST {"a":1}').pushed, store.getState().request('POST {"a":2}').pushed]).toEqual([true, false]);
    });

    it('keeps the key of a content when it is marked pushed', () => {
      const store = createWizardStore();
      const key = store.getState().request('POST {"a":1}').key;
      store.getState().markPushed('POST {"a":1}');
      expect(store.getState().request('POST {"a":1}').key).toBe(key);
    });

    it('keeps the requests of two stores apart', () => {
      const first = createWizardStore();
      const second = createWizardStore();
      expect(first.getState().request('same').key).not.toBe(second.getState().request('same').key);
    });
  });

  describe('values', () => {
    it('commits the visitor values and the housing type together', () => {
      const store = createWizardStore({ residence: lyon });
      store.getState().commitVisitor(filledVisitor(), 'two_room');
      expect([store.getState().visitor, store.getState().housingType]).toEqual([filledVisitor(), 'two_room']);
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
