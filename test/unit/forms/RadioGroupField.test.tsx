import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { visitorSchema } from '../../../src/domain/quotation-schema';
import { RadioGroupField } from '../../../src/forms/RadioGroupField';
import { InForm } from './in-form';

function renderGroup() {
  render(
    <InForm initialValues={{ status: '' }} schema={object({ status: visitorSchema.fields.status })}>
      <RadioGroupField
        idBase="f-status"
        name="status"
        legend="Vous êtes"
        options={[
          { value: 'future_resident', label: 'Futur résident' },
          { value: 'senior_child', label: 'Proche' },
        ]}
      />
    </InForm>,
  );
}

describe('RadioGroupField', () => {
  it('names the group by its legend, asterisk hidden', () => {
    renderGroup();
    expect(screen.getByRole('group', { name: 'Vous êtes' })).toBeInTheDocument();
  });

  it('checks the chosen radio', async () => {
    const user = userEvent.setup();
    renderGroup();
    await user.click(screen.getByRole('radio', { name: 'Proche' }));
    expect(screen.getByRole('radio', { name: 'Proche' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Futur résident' })).not.toBeChecked();
  });

  it('shows the error at the top of the group on submit', async () => {
    const user = userEvent.setup();
    renderGroup();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vous êtes' })).toHaveAccessibleDescription('Ce champ est requis');
  });

  it('clears the error once a radio is chosen', async () => {
    const user = userEvent.setup();
    renderGroup();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await screen.findByText('Ce champ est requis');
    await user.click(screen.getByRole('radio', { name: 'Futur résident' }));
    expect(screen.queryByText('Ce champ est requis')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Futur résident' })).not.toHaveAttribute('aria-invalid');
  });
});
