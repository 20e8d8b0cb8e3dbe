import { formatCount } from '../../../src/domain/format-count';

describe('formatCount', () => {
  it('writes counts as French typography and Intl do, digits grouped by three with a narrow no-break space', () => {
    const fr = new Intl.NumberFormat('fr-FR');
    for (const count of [0, 1, 32, 999, 1000, 5000, 12345, 1234567]) expect(formatCount(count)).toBe(fr.format(count));
  });
});
