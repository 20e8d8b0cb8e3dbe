import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResidenceList } from '../../../src/components/ResidenceList';
import { config } from '../support/render';

const residences = config().residences;

function renderList(props: Partial<Parameters<typeof ResidenceList>[0]> = {}) {
  const onHover = jest.fn();
  const onChoose = jest.fn();
  render(<ResidenceList label="Liste des résidences" residences={residences} highlightedId={null} selectedId={null} soonText="Ouverture prochaine" selectedText="choisie" onHover={onHover} onChoose={onChoose} {...props} />);
  return { onHover, onChoose };
}

const entry = (name: RegExp) => within(screen.getByRole('list', { name: 'Liste des résidences' })).getByRole('button', { name });

describe('ResidenceList', () => {
  it('has one button per residence, in a named list', () => {
    renderList();
    expect(within(screen.getByRole('list', { name: 'Liste des résidences' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('names each entry after the residence and its region', () => {
    renderList();
    expect(entry(/La Villa des Lices/)).toHaveAccessibleName(expect.stringContaining('Bretagne'));
  });

  it('chooses the residence on click', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList();
    await user.click(entry(/La Villa des Lices/));
    expect(onChoose).toHaveBeenCalledWith(residences[1]);
  });

  it('reports the hovered residence, then none', async () => {
    const user = userEvent.setup();
    const { onHover } = renderList();
    await user.hover(entry(/La Villa des Lices/));
    expect(onHover).toHaveBeenLastCalledWith('rennes');
    await user.unhover(entry(/La Villa des Lices/));
    expect(onHover).toHaveBeenLastCalledWith(null);
  });

  it('highlights the entry it is told to', () => {
    renderList({ highlightedId: 'nice' });
    expect(entry(/Le Domaine des Oliviers/)).toHaveClass('qw-entry--highlighted');
    expect(entry(/La Villa des Lices/)).not.toHaveClass('qw-entry--highlighted');
  });

  it('says in text which residence is chosen, not by colour alone', () => {
    renderList({ selectedId: 'rennes' });
    expect(entry(/La Villa des Lices/)).toHaveAccessibleName(expect.stringContaining('choisie'));
    expect(entry(/Le Domaine des Oliviers/)).not.toHaveAccessibleName(expect.stringContaining('choisie'));
  });
});
