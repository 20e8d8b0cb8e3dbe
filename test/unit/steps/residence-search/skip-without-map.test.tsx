import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { longList, renderWizard } from '../../support/render';

// The built-in map breaks on its first render: its boundary leaves the list alone, and the map's box empty but for
// the way back to the search.
jest.mock('../../../../src/components/map/FranceMap', () => ({
  FranceMap: () => {
    throw new Error('carte cassée');
  },
}));

beforeEach(() => {
  // React reports the error the map's boundary caught on the console; what the widget logs is tested in the browser.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the way past a long list when the map failed', () => {
  it('takes the focus to the map’s box, from which Tab reaches the way back, and that one to the search box', async () => {
    const user = userEvent.setup();
    const { container } = renderWizard({ config: longList() });
    expect(screen.queryByRole('group', { name: 'Carte des résidences en France' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Passer la liste et aller à la carte' }));
    expect(container.querySelector('.qw-search__map')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Revenir à la recherche' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Rechercher une résidence' })).toHaveFocus();
  });
});
