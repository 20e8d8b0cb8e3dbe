import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResidenceList } from '../../../src/components/ResidenceList';
import type { Residence } from '../../../src/domain/residence';
import { createHoverStore } from '../../../src/store/hover-store';
import { config, residence } from '../support/render';

const residences = config().residences;

function renderList(props: Partial<Parameters<typeof ResidenceList>[0]> = {}) {
  const onChoose = jest.fn();
  const onImageError = jest.fn();
  const hover = createHoverStore();
  const all = props.residences ?? residences;
  const result = render(<ResidenceList label="Liste des résidences" residences={all} shown={all} selectedId={null} hover={hover} soonText="Ouverture prochaine" selectedText="choisie" onChoose={onChoose} onImageError={onImageError} {...props} />);
  return { onChoose, onImageError, hover, ...result };
}

const list = () => screen.getByRole('list', { name: 'Liste des résidences' });
const entry = (name: RegExp) => within(list()).getByRole('button', { name });

describe('ResidenceList', () => {
  it('has one button per residence, in a named list', () => {
    renderList();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list()).getAllByRole('button')).toHaveLength(3);
  });

  it('names each entry after the residence and its region, with the badge of one not open yet', () => {
    renderList();
    expect(entry(/La Villa des Lices/)).toHaveAccessibleName('La Villa des Lices Bretagne Ouverture prochaine');
    expect(entry(/Le Domaine des Oliviers/)).not.toHaveAccessibleName(expect.stringContaining('Ouverture prochaine'));
  });

  it('writes names as text, never as HTML', () => {
    renderList({ residences: [residence({ name: '<b>Les Tilleuls</b>' })] });
    expect(entry(/Les Tilleuls/)).toHaveAccessibleName(expect.stringContaining('<b>Les Tilleuls</b>'));
    expect(list().querySelector('b')).toBeNull();
  });

  it('chooses the residence on click', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderList();
    await user.click(entry(/La Villa des Lices/));
    expect(onChoose).toHaveBeenCalledWith(residences[1]);
  });

  it('reports the hovered residence, then none', async () => {
    const user = userEvent.setup();
    const { hover } = renderList();
    await user.hover(entry(/La Villa des Lices/));
    expect(hover.getState().id).toBe('rennes');
    await user.unhover(entry(/La Villa des Lices/));
    expect(hover.getState().id).toBeNull();
  });

  it('reports the focused residence, as the keyboard moves', async () => {
    const user = userEvent.setup();
    const { hover } = renderList();
    await user.tab();
    expect(hover.getState().id).toBe(residences[0].id);
    await user.tab();
    expect(hover.getState().id).toBe('rennes');
  });

  it('highlights the hovered entry, and only it', () => {
    const { hover } = renderList();
    act(() => hover.getState().set('nice'));
    expect(entry(/Le Domaine des Oliviers/)).toHaveClass('qw-entry--highlighted');
    expect(entry(/La Villa des Lices/)).not.toHaveClass('qw-entry--highlighted');
    act(() => hover.getState().set(null));
    expect(entry(/Le Domaine des Oliviers/)).not.toHaveClass('qw-entry--highlighted');
  });

  it('says in text which residence is chosen, not by colour alone', () => {
    renderList({ selectedId: 'rennes' });
    expect(entry(/La Villa des Lices/)).toHaveAccessibleName(expect.stringContaining('choisie'));
    expect(entry(/Le Domaine des Oliviers/)).not.toHaveAccessibleName(expect.stringContaining('choisie'));
  });

  it('hides the entries a search leaves out, and shows them again', () => {
    const { rerender, hover, onChoose } = renderList();
    const props = { label: 'Liste des résidences', residences, selectedId: null, hover, soonText: 'Ouverture prochaine', selectedText: 'choisie', onChoose };
    rerender(<ResidenceList {...props} shown={residences.slice(1, 2)} />);
    expect(within(list()).getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringContaining('La Villa des Lices')]);
    rerender(<ResidenceList {...props} shown={residences} />);
    expect(within(list()).getAllByRole('button')).toHaveLength(3);
  });

  it('puts the no-image box in place of an image that fails, and says which residence', () => {
    const { onImageError } = renderList();
    const image = entry(/Les Terrasses de la Croix-Rousse/).querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(entry(/Les Terrasses de la Croix-Rousse/).querySelector('img')).toBeNull();
    expect(entry(/Les Terrasses de la Croix-Rousse/).querySelector('.qw-entry__image--none')).not.toBeNull();
    expect(onImageError).toHaveBeenCalledWith(residences[0] as Residence);
  });
});
