import type { WizardConfig } from '../config/types';
import type { Step } from '../domain/navigation';
import { priceOf } from '../domain/pricing';
import { isHousingType } from '../domain/residence';
import { CIVILITIES, KNOW_US, STATUSES, emptyVisitor, type VisitorValues } from '../domain/visitor';
import { usableLeadId } from '../services/lead-id';
import { isSavableRequestId } from '../services/request-id';
import { isRequestKey } from '../services/request-key';
import type { InitialWizard, RequestRecord, WizardState } from './wizard-store';

/** Progress older than this is forgotten: a visitor back after a long pause starts afresh. */
export const PROGRESS_TTL_MS = 30 * 60 * 1000;
/** Fields added since version 1 are optional, so that progress saved before them, or without them, still restores. */
const VERSION = 1;

/**
 * What survives a reload: the step, the residence and the choices; contact details only when the host opts in.
 * The lead sent and the requests made come back too, so that the callback request still lands on the lead and a
 * request sent again keeps its key and is not counted twice; the requests are saved under the digests of their
 * contents, never the contents, which hold the visitor's details.
 */
export interface SavedProgress {
  v: typeof VERSION;
  savedAt: number;
  step: Step;
  residenceId: string | null;
  housingType: string | null;
  visitor: Partial<VisitorValues>;
  leadId?: string | null;
  requests?: Record<string, RequestRecord>;
}

/** Fields that identify the visitor: kept in memory only, unless the host sets saveContact. */
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'rgpd'] as const;

export function snapshotProgress(state: WizardState, saveContact: boolean, now: number): SavedProgress {
  const { civility, status, knowUs, acceptPromotionalOffers } = state.visitor;
  const visitor: Partial<VisitorValues> = { civility, status, knowUs, acceptPromotionalOffers };
  if (saveContact) for (const field of CONTACT_FIELDS) Object.assign(visitor, { [field]: state.visitor[field] });
  return { v: VERSION, savedAt: now, step: state.step, residenceId: state.residenceId, housingType: state.housingType, visitor, leadId: state.leadId, requests: savable(state.requests) };
}

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readVisitor(raw: Partial<Record<keyof VisitorValues, unknown>>): VisitorValues {
  const empty = emptyVisitor();
  return {
    civility: pick(raw.civility, CIVILITIES, empty.civility),
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    phoneNumber: text(raw.phoneNumber),
    status: pick(raw.status, STATUSES, ''),
    knowUs: pick(raw.knowUs, KNOW_US, null),
    acceptPromotionalOffers: raw.acceptPromotionalOffers === true,
    rgpd: raw.rgpd === true,
  };
}

/** The records filed under a digest: one filed under its content (no Web Crypto on the page) stays in memory. */
const savable = (requests: Readonly<Record<string, RequestRecord>>) => Object.fromEntries(Object.entries(requests).filter(([id]) => isSavableRequestId(id)));

/** The well-formed records among those saved; anything else is left out, and the request gets a new key if made again. */
function readRequests(raw: unknown): Record<string, RequestRecord> {
  const requests: Record<string, RequestRecord> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return requests;
  for (const [id, record] of Object.entries(raw as Record<string, unknown>)) {
    const { key, pushed } = (typeof record === 'object' && record !== null ? record : {}) as Partial<Record<keyof RequestRecord, unknown>>;
    if (isSavableRequestId(id) && isRequestKey(key) && typeof pushed === 'boolean') requests[id] = { key, pushed };
  }
  return requests;
}

/**
 * Reads saved progress back, trusting nothing: stale, malformed or out-of-date entries (a residence that left
 * the configuration, a type with no price any more) give undefined or a shorter way back.
 */
export function restoreProgress(raw: string | null, config: Pick<WizardConfig, 'residences'>, now: number): InitialWizard | undefined {
  if (!raw) return undefined;
  let saved: Partial<SavedProgress>;
  try {
    saved = JSON.parse(raw) as Partial<SavedProgress>;
  } catch {
    return undefined;
  }
  if (typeof saved !== 'object' || saved === null || saved.v !== VERSION || typeof saved.savedAt !== 'number') return undefined;
  if (now - saved.savedAt > PROGRESS_TTL_MS || now < saved.savedAt) return undefined;
  const residence = config.residences.find((item) => item.id === saved.residenceId);
  const housingType = residence && isHousingType(saved.housingType) && priceOf(residence, saved.housingType) !== undefined ? saved.housingType : null;
  const visitor = readVisitor(typeof saved.visitor === 'object' && saved.visitor !== null ? saved.visitor : {});
  let step: Step = saved.step === 1 || saved.step === 2 ? saved.step : 0;
  if (!residence) step = 0;
  // The price step needs a priced type; without one the visitor is back on the form, values kept.
  else if (step === 2 && housingType === null) step = 1;
  // The lead's id is of use on the price step only: anywhere else, the form has to be sent again to get there.
  const leadId = step === 2 ? usableLeadId(saved.leadId) : null;
  return { residence, step, housingType, visitor, leadId, requests: readRequests(saved.requests) };
}
