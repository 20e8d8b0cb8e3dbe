import { initialWizard } from '../../../src/store/initial-wizard';
import { config, residence } from '../support/render';

const lyon = residence();
const REQUESTS = { ['a'.repeat(64)]: { key: '0f8fad5b-d9cb-469f-a165-70867728950e', pushed: true } };

describe('where a new widget starts', () => {
  it('is the restored progress, lead and requests included, when it names a residence', () => {
    const restored = { residence: lyon, step: 2 as const, housingType: 'one_room' as const, leadId: 'lead-7', requests: REQUESTS };
    expect(initialWizard(config({ residences: [lyon] }), restored)).toBe(restored);
  });

  it('preselects the residence named as an editor typed it, straight quote and hyphen for the name’s own', () => {
    const rouen = residence({ id: 'rouen', name: 'L’Orée des Arts – Rouen' });
    expect(initialWizard(config({ residences: [lyon, rouen], residenceName: "L'Orée des Arts - Rouen" }), undefined).residence).toBe(rouen);
  });

  it('keeps the requests already made when the saved residence is gone, and the preselected one shows', () => {
    const start = initialWizard(config({ residences: [lyon], residenceName: lyon.id }), { step: 0, leadId: null, requests: REQUESTS });
    expect(start).toMatchObject({ residence: lyon, requests: REQUESTS });
    expect(start.leadId).toBeUndefined();
  });
});
