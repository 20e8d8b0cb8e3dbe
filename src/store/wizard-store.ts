import { createStore, type StoreApi } from 'zustand/vanilla';
import * as nav from '../domain/navigation';
import { keepChosenType } from '../domain/pricing';
import type { HousingType, Residence } from '../domain/residence';
import { emptyVisitor, type VisitorValues } from '../domain/visitor';

/** The wizard state of spec section 3, with its actions beside it. */
export interface WizardState extends nav.NavigationState {
  residenceId: string | null;
  visitor: VisitorValues;
  housingType: HousingType | null;
  modalOpen: boolean;
  /** A quotation request is in flight: further submits are ignored. */
  sending: boolean;
  /** The last send failed; kept while a retry is in flight, cleared when one succeeds. */
  sendFailed: boolean;
  /** How many sends failed: a new failure is a new alert, announced again. */
  failedSends: number;

  chooseResidence(residence: Residence): void;
  goTo(step: nav.Step, force?: boolean): void;
  previous(): void;
  /** Called once both forms are valid: loading on, trigger pulsed. */
  beginSubmit(): void;
  next(): void;
  reject(): void;
  saveVisitor(values: VisitorValues): void;
  setHousingType(type: HousingType | null): void;
  setSending(sending: boolean, failed?: boolean): void;
  setModalOpen(open: boolean): void;
}

export type WizardStore = StoreApi<WizardState>;

/** Where a new widget starts: a preselected residence, or progress restored after a reload. */
export interface InitialWizard {
  residence?: Residence;
  /** Defaults to 1 with a residence, else 0. */
  step?: nav.Step;
  housingType?: HousingType | null;
  visitor?: VisitorValues;
}

/** One store per mounted widget: two widgets on a page never share state. */
export function createWizardStore(initial: InitialWizard = {}): WizardStore {
  return createStore<WizardState>()((set, get) => ({
    ...nav.initialNavigation(initial.residence ? (initial.step ?? 1) : 0),
    residenceId: initial.residence?.id ?? null,
    visitor: initial.visitor ?? emptyVisitor(),
    housingType: initial.housingType ?? null,
    modalOpen: false,
    sending: false,
    sendFailed: false,
    failedSends: 0,

    chooseResidence(residence) {
      set((state) => ({
        ...nav.goTo(state, 1, true),
        residenceId: residence.id,
        housingType: keepChosenType(residence, state.housingType),
      }));
    },
    goTo(step, force = false) {
      set((state) => nav.goTo(state, step, force));
    },
    previous() {
      set((state) => nav.previous(state));
    },
    beginSubmit() {
      set((state) => nav.startSubmit(state));
      // The trigger is a pulse: raised and lowered at once (spec section 3).
      set((state) => nav.lowerTrigger(state));
    },
    next() {
      set((state) => nav.next(state));
    },
    reject() {
      set((state) => nav.reject(state));
    },
    saveVisitor(values) {
      set({ visitor: values });
    },
    setHousingType(type) {
      if (get().housingType !== type) set({ housingType: type });
    },
    setSending(sending, failed = false) {
      set((state) => ({ sending, sendFailed: sending ? state.sendFailed : failed, failedSends: state.failedSends + (failed ? 1 : 0) }));
    },
    setModalOpen(open) {
      set({ modalOpen: open });
    },
  }));
}
