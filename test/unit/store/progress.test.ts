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
    expect(snapshot).toEqual({ v: 1, savedAt: NOW, step: 1, residenceId: lyon.id, housingType: 'one_room', visitor: { civility: 'mme', status: 'senior_child', knowUs: 'press', acceptPromotionalOffers: true } });
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
});
