import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup } from '../../../src/components/ChoiceGroup';

const OPTIONS = [
  { value: 'studio', label: 'T1' },
  { value: 'one_room', label: 'T2' },
];

function renderGroup(props: Partial<Parameters<typeof ChoiceGroup>[0]> = {}) {
  const onChange = jest.fn();
  render(<ChoiceGroup id="logement" name="housingType" legend="Type de logement" options={OPTIONS} value={null} onChange={onChange} {...props} />);
  return onChange;
}

describe('ChoiceGroup', () => {
  it('puts the radios in a fieldset named by its legend', () => {
    renderGroup();
    const group = screen.getByRole('group', { name: 'Type de logement' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('gives every radio the group name', () => {
    renderGroup();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'housingType');
  });

  it('checks the radio of the value', () => {
    renderGroup({ value: 'one_room' });
    expect(screen.getByRole('radio', { name: 'T2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'T1' })).not.toBeChecked();
  });

  it('marks the box of the checked radio, which the stylesheet draws thicker', () => {
    renderGroup({ value: 'one_room' });
    expect(screen.getByRole('radio', { name: 'T2' }).closest('.qw-choice')).toHaveClass('qw-choice--checked');
    expect(screen.getByRole('radio', { name: 'T1' }).closest('.qw-choice')).not.toHaveClass('qw-choice--checked');
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = renderGroup();
    await user.click(screen.getByRole('radio', { name: 'T1' }));
    expect(onChange).toHaveBeenCalledWith('studio');
  });

  it('ties the error to the group and marks the radios invalid', () => {
    render(
      <ChoiceGroup id="g" name="n" legend="Type de logement" options={OPTIONS} value={null} onChange={() => undefined} errorId="g-error">
        <p id="g-error">Ce champ est requis</p>
      </ChoiceGroup>,
    );
    expect(screen.getByRole('group', { name: 'Type de logement' })).toHaveAccessibleDescription('Ce champ est requis');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });
});
