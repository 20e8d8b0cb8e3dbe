import { createHash } from 'node:crypto';
import { PROGRESS_TTL_MS, restoreProgress, snapshotProgress } from '../../../src/store/progress';
import { createWizardStore } from '../../../src/store/wizard-store';
import { config, residence } from '../support/render';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const lyon = residence();
const cfg = config({ residences: [lyon, residence({ id: 'nice', name: 'Le Domaine des Oliviers', prices: { three_room: 3100 } })] });

function savedState(overrides: Parameters<typeof createWizardStore>[0] = {}) {
  const store = createWizardStore({ residence: lyon, ...overrides });
  store.getState().commitVisitor({ civility: 'mme', firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@exemple.fr', phoneNumber: '0612345678', status: 'senior_child', knowUs: 'press', acceptPromotionalOffers: true, rgpd: true }, overrides.housingType ?? 'one_room');
  return store.getState();
}

describe('the progress saved for a reload', () => {
  it('keeps the step, the residence, the housing type and the non-identifying choices', () => {
    const snapshot = snapshotProgress(savedState(), false, NOW);
    expect(snapshot).toEqual({ v: 1, savedAt: NOW, step: 1, residenceId: lyon.id, housingType: 'one_room', visitor: { civility: 'mme', status: 'senior_child', knowUs: 'press', acceptPromotionalOffers: true }, leadId: null, requests: {} });
  });

  it('adds names, e-mail, phone and consent only when asked to', () => {
    const snapshot = snapshotProgress(savedState(), true, NOW);
    expect(snapshot.visitor).toMatchObject({ firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@exemple.fr', phoneNumber: '0612345678', rgpd: true });
  });

  it('reads back what it wrote', () => {
    const raw = JSON.stringify(snapshotProgress(savedState({ step: 2 }), false, NOW));
    const restored = restoreProgress(raw, cfg, NOW + 60_000);
    expect(restored).toMatchObject({ residence: lyon, step: 2, housingType: 'one_room' });
    expect(restored?.visitor).toMatchObject({ civility: 'mme', status: 'senior_child', firstName: '', rgpd: false });
  });

  it('forgets progress older than 30 minutes', () => {
    const raw = JSON.stringify(snapshotProgress(savedState(), false, NOW));
    expect(restoreProgress(raw, cfg, NOW + PROGRESS_TTL_MS - 1)).toBeDefined();
    expect(restoreProgress(raw, cfg, NOW + PROGRESS_TTL_MS + 1)).toBeUndefined();
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, savedAt: NOW, step: 1, residenceId: 'lyon-croix-rousse' })],
    ['no date', JSON.stringify({ v: 1, step: 1, residenceId: 'lyon-croix-rousse' })],
    ['a date in the future', JSON.stringify({ v: 1, savedAt: NOW + 60_000, step: 1, residenceId: 'lyon-croix-rousse' })],
  ])('ignores %s', (_name, raw) => {
    expect(restoreProgress(raw, cfg, NOW)).toBeUndefined();
  });

  it('starts at the search when the residence left the configuration', () => {
    const raw = JSON.stringify({ v: 1, savedAt: NOW, step: 2, residenceId: 'gone', housingType: 'studio', visitor: {} });
    expect(restoreProgress(raw, cfg, NOW)).toMatchObject({ residence: undefined, step: 0 });
  });

  it('goes back to the form when the saved type has no price any more', () => {
    const raw = JSON.stringify({ v: 1, savedAt: NOW, step: 2, residenceId: 'nice', housingType: 'studio', visitor: {} });
    expect(restoreProgress(raw, cfg, NOW)).toMatchObject({ step: 1, housingType: null });
  });

  it('drops values that are not among the allowed choices', () => {
    const raw = JSON.stringify({ v: 1, savedAt: NOW, step: 1, residenceId: lyon.id, housingType: null, visitor: { civility: 'dr', status: 'boss', knowUs: '<script>', acceptPromotionalOffers: 'yes', firstName: 42 } });
    expect(restoreProgress(raw, cfg, NOW)?.visitor).toEqual({ civility: 'm', firstName: '', lastName: '', email: '', phoneNumber: '', status: '', knowUs: null, acceptPromotionalOffers: false, rgpd: false });
  });

  describe('the lead sent and the requests made', () => {
    /** Requests are filed under the SHA-256 of their content (requestId); Node's own hash stands for the browser's. */
    const digest = (content: string) => createHash('sha256').update(content).digest('hex');
    const POST_CONTENT = 'POST /quotation-requests {"firstName":"Jeanne","email":"jeanne@exemple.fr","phoneNumber":"0612345678"}';
    const POST = digest(POST_CONTENT);
    const PATCH = digest('PATCH /quotation-requests/lead-7 {"contactRequested":true}');
    const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';

    /** A widget that sent its lead (counted in analytics), got 'lead-7', and tried the callback request once. */
    function afterTheLead() {
      const store = createWizardStore({ residence: lyon, housingType: 'one_room' });
      store.getState().markPushed(POST);
      store.getState().sendSucceeded('lead-7');
      store.getState().request(PATCH);
      return store;
    }

    /** Saved progress on the price step, with these fields as they would be read from storage. */
    const rawWith = (fields: object) => JSON.stringify({ v: 1, savedAt: NOW, step: 2, residenceId: lyon.id, housingType: 'one_room', visitor: {}, ...fields });

    it('come back after a reload: the lead on the price, each request with its key and its analytics mark', () => {
      const before = afterTheLead().getState();
      const restored = restoreProgress(JSON.stringify(snapshotProgress(before, true, NOW)), cfg, NOW + 60_000);
      const after = createWizardStore(restored).getState();
      expect(after.leadId).toBe('lead-7');
      expect(after.request(POST)).toEqual({ key: before.request(POST).key, pushed: true });
      expect(after.request(PATCH)).toEqual({ key: before.request(PATCH).key, pushed: false });
    });

    it('are saved under the digests of the requests only', () => {
      const snapshot = snapshotProgress(afterTheLead().getState(), false, NOW);
      expect(Object.keys(snapshot.requests ?? {}).sort()).toEqual([POST, PATCH].sort());
    });

    it('leave out a request filed under its content, as on a page without Web Crypto: it holds the visitor’s details', () => {
      const store = afterTheLead();
      store.getState().markPushed(`memory:${POST_CONTENT}`);
      const snapshot = snapshotProgress(store.getState(), false, NOW);
      expect(Object.keys(snapshot.requests ?? {}).sort()).toEqual([POST, PATCH].sort());
      expect(JSON.stringify(snapshot)).not.toMatch(/Jeanne|jeanne@exemple\.fr|0612345678/);
    });

    it('are none in progress saved before they were kept', () => {
      expect(restoreProgress(rawWith({}), cfg, NOW)).toMatchObject({ step: 2, housingType: 'one_room', leadId: null, requests: {} });
    });

    it('keep the lead only on the price step, where the callback request is made', () => {
      const raw = JSON.stringify({ v: 1, savedAt: NOW, step: 2, residenceId: 'nice', housingType: 'studio', visitor: {}, leadId: 'lead-7' });
      expect(restoreProgress(raw, cfg, NOW)).toMatchObject({ step: 1, leadId: null });
      expect(restoreProgress(rawWith({ step: 1, leadId: 'lead-7' }), cfg, NOW)?.leadId).toBeNull();
    });

    it.each([
      ['a blank text', '  '],
      ['an object', { id: 'lead-7' }],
      ['a negative number', -3],
      ['a text longer than any id', 'x'.repeat(201)],
    ])('drop a lead id that is %s', (_name, leadId) => {
      expect(restoreProgress(rawWith({ leadId }), cfg, NOW)?.leadId).toBeNull();
    });

    it('read a lead id saved as a whole number as text', () => {
      expect(restoreProgress(rawWith({ leadId: 12 }), cfg, NOW)?.leadId).toBe('12');
    });

    it.each([
      ['a list', [{ key: KEY, pushed: true }]],
      ['a text', 'requests'],
      ['null', null],
    ])('are none when the records are %s', (_name, requests) => {
      expect(restoreProgress(rawWith({ requests }), cfg, NOW)?.requests).toEqual({});
    });

    it('keep the well-formed records and leave out the others', () => {
      const good = POST;
      const requests = {
        [good]: { key: KEY, pushed: true },
        [POST_CONTENT]: { key: KEY, pushed: false },
        [digest('a')]: { key: 'not-a-uuid', pushed: false },
        [digest('b')]: { key: KEY, pushed: 'yes' },
        [digest('c')]: null,
        [digest('d')]: KEY,
        [digest('e')]: { pushed: false },
      };
      // JSON.parse makes "__proto__" an own key: it must neither be kept nor change the records' prototype.
      const raw = rawWith({ requests }).replace('"requests":{', `"requests":{"__proto__":{"key":"${KEY}","pushed":true},`);
      const restored = restoreProgress(raw, cfg, NOW);
      expect(restored?.requests).toEqual({ [good]: { key: KEY, pushed: true } });
      expect(Object.getPrototypeOf(restored?.requests)).toBe(Object.prototype);
    });
  });
});
