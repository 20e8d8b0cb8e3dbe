import { createStore, type StoreApi } from 'zustand/vanilla';
import * as nav from '../domain/navigation';
import { keepChosenType } from '../domain/pricing';
import type { HousingType, Residence } from '../domain/residence';
import type { SendFailure, ShownFailure } from '../domain/send-failure';
import { emptyVisitor, type VisitorValues } from '../domain/visitor';
import { newRequestKey } from '../services/request-key';

/** What the widget remembers of one request it made: its Idempotency-Key, and whether analytics counted it. */
export interface RequestRecord {
  key: string;
  pushed: boolean;
}

/** The wizard state, with its actions beside it. */
export interface WizardState extends nav.NavigationState {
  residenceId: string | null;
  /** The visitor's answers, committed when the form is sent or left, not on every keystroke. */
  visitor: VisitorValues;
  housingType: HousingType | null;
  modalOpen: boolean;
  /** How the last send of the lead failed; kept while a retry is in flight, cleared when one succeeds. */
  sendFailure: ShownFailure | null;
  /** The lead's id on the server, from the answer to its POST; null when the answer gave none. */
  leadId: string | null;
  /** The callback request is in flight. */
  contactSending: boolean;
  contactFailure: ShownFailure | null;
  /** A callback request on the lead shown succeeded. */
  contacted: boolean;
  /**
   * The requests made, by content (where and what): the same content is the same request, whatever the visitor
   * did in between, so it keeps its key and is counted once in analytics. Held under the id of the content
   * (its digest), so that they can be saved with the progress without the visitor's details they were made of.
   */
  requests: Readonly<Record<string, RequestRecord>>;
  /** Image URLs that failed to load: their residences show without an image from then on, wherever they appear. */
  failedImages: ReadonlySet<string>;
  /** What the sanitizer took out of the configuration's HTML, one editor's problem per text, as they were found. */
  trimmedHtml: ReadonlySet<string>;

  chooseResidence(residence: Residence): void;
  goTo(step: nav.Step, force?: boolean): void;
  previous(): void;
  commitVisitor(values: VisitorValues, housingType: HousingType | null): void;
  setHousingType(type: HousingType | null): void;
  /** The record of the request whose content has this id, made (with a new key) the first time. */
  request(id: string): RequestRecord;
  markPushed(id: string): void;
  /** Starts sending the lead; false when a send is already in flight. */
  startSending(): boolean;
  sendSucceeded(leadId: string | null): void;
  sendFailed(failure: SendFailure): void;
  /** Starts sending the callback request; false when one is already in flight. */
  startContact(): boolean;
  /** The callback request was recorded (or there was nothing to record it on): the dialog opens. */
  contactSucceeded(): void;
  contactFailed(failure: SendFailure): void;
  setModalOpen(open: boolean): void;
  /** Records an image that failed; true the first time for that URL, so that it is reported once. */
  imageFailed(url: string): boolean;
  /** Records a text of the configuration the sanitizer trimmed; true the first time, so that it is reported once. */
  htmlTrimmed(problem: string): boolean;
}

export type WizardStore = StoreApi<WizardState>;

/** Where a new widget starts: a preselected residence, or progress restored after a reload. */
export interface InitialWizard {
  residence?: Residence;
  /** Defaults to 1 with a residence, else 0. */
  step?: nav.Step;
  housingType?: HousingType | null;
  visitor?: VisitorValues;
  /** The lead whose price is shown, when the step is 2. */
  leadId?: string | null;
  requests?: Readonly<Record<string, RequestRecord>>;
}

/** The sets that tell the editor of a problem once, however often it is found again. */
type ReportedOnce = 'failedImages' | 'trimmedHtml';

/** Adds `item` to the set `field`; true the first time. */
function firstTime(get: () => WizardState, set: StoreApi<WizardState>['setState'], field: ReportedOnce, item: string): boolean {
  if (get()[field].has(item)) return false;
  set((state) => ({ [field]: new Set([...state[field], item]) }));
  return true;
}

/** One store per mounted widget: two widgets on a page never share state. */
export function createWizardStore(initial: InitialWizard = {}): WizardStore {
  let failures = 0;
  const shown = (failure: SendFailure): ShownFailure => ({ ...failure, count: (failures += 1) });

  return createStore<WizardState>()((set, get) => ({
    ...nav.initialNavigation(initial.residence ? (initial.step ?? 1) : 0),
    residenceId: initial.residence?.id ?? null,
    visitor: initial.visitor ?? emptyVisitor(),
    housingType: initial.housingType ?? null,
    modalOpen: false,
    sendFailure: null,
    leadId: initial.leadId ?? null,
    contactSending: false,
    contactFailure: null,
    contacted: false,
    requests: initial.requests ?? {},
    failedImages: new Set(),
    trimmedHtml: new Set(),

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
    commitVisitor(visitor, housingType) {
      // Unchanged values change nothing: leaving the page would otherwise save the progress again as if new.
      const { visitor: held, housingType: heldType } = get();
      const same = heldType === housingType && Object.keys({ ...held, ...visitor }).every((key) => Object.is(held[key as keyof VisitorValues], visitor[key as keyof VisitorValues]));
      if (!same) set({ visitor, housingType });
    },
    setHousingType(type) {
      if (get().housingType !== type) set({ housingType: type });
    },
    request(id) {
      const known = get().requests[id];
      if (known) return known;
      const record = { key: newRequestKey(), pushed: false };
      set((state) => ({ requests: { ...state.requests, [id]: record } }));
      return record;
    },
    markPushed(id) {
      const record = get().request(id);
      set((state) => ({ requests: { ...state.requests, [id]: { ...record, pushed: true } } }));
    },
    startSending() {
      if (get().sending) return false;
      set({ sending: true });
      return true;
    },
    sendSucceeded(leadId) {
      // A new lead: a callback request's success or failure about an older one no longer applies.
      set((state) => ({ ...nav.next(state), sendFailure: null, leadId, contactFailure: null, contacted: false }));
    },
    sendFailed(failure) {
      set({ sending: false, sendFailure: shown(failure) });
    },
    startContact() {
      if (get().contactSending) return false;
      set({ contactSending: true });
      return true;
    },
    contactSucceeded() {
      set({ contactSending: false, contactFailure: null, contacted: true, modalOpen: true });
    },
    contactFailed(failure) {
      set({ contactSending: false, contactFailure: shown(failure) });
    },
    setModalOpen(open) {
      set({ modalOpen: open });
    },
    imageFailed: (url) => firstTime(get, set, 'failedImages', url),
    htmlTrimmed: (problem) => firstTime(get, set, 'trimmedHtml', problem),
  }));
}
