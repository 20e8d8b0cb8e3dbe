import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { visitorSchema } from '../../../src/domain/quotation-schema';
import { CheckboxField } from '../../../src/forms/CheckboxField';
import { InForm } from './in-form';

function renderBox(required: boolean) {
  render(
    <InForm initialValues={{ rgpd: false }} schema={object({ rgpd: visitorSchema.fields.rgpd })}>
      <CheckboxField idBase="f-rgpd" name="rgpd" required={required} label="J’accepte les conditions" />
    </InForm>,
  );
  return screen.getByRole('checkbox', { name: 'J’accepte les conditions' });
}

describe('CheckboxField', () => {
  it('is unticked at first', () => {
    expect(renderBox(true)).not.toBeChecked();
  });

  it('ticks when its label is clicked', async () => {
    const user = userEvent.setup();
    const box = renderBox(true);
    await user.click(screen.getByText('J’accepte les conditions'));
    expect(box).toBeChecked();
  });

  it('is required only when asked', () => {
    expect(renderBox(false)).not.toBeRequired();
  });

  it("shows 'Veuillez accepter les conditions' on submit when unticked", async () => {
    const user = userEvent.setup();
    const box = renderBox(true);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Veuillez accepter les conditions')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Veuillez accepter les conditions');
  });
});
