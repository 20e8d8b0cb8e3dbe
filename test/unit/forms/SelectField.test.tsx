import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { visitorSchema } from '../../../src/domain/quotation-schema';
import { SelectField } from '../../../src/forms/SelectField';
import { InForm } from './in-form';

function renderSelect() {
  render(
    <InForm initialValues={{ knowUs: null }} schema={object({ knowUs: visitorSchema.fields.knowUs })}>
      <SelectField
        idBase="f-knowUs"
        name="knowUs"
        label="Comment nous avez-vous connus ?"
        placeholder="Choisissez une réponse"
        options={[
          { value: 'press', label: 'Presse' },
          { value: 'internet', label: 'Internet' },
        ]}
      />
    </InForm>,
  );
  return screen.getByRole('combobox', { name: 'Comment nous avez-vous connus ?' });
}

describe('SelectField', () => {
  it('starts on the empty choice', () => {
    const select = renderSelect();
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choisissez une réponse' })).toHaveProperty('selected', true);
  });

  it('takes the chosen option', async () => {
    const user = userEvent.setup();
    const select = renderSelect();
    await user.selectOptions(select, 'Internet');
    expect(select).toHaveValue('internet');
  });

  it("says 'Ce champ est requis' after it is left without an answer", async () => {
    const user = userEvent.setup();
    const select = renderSelect();
    await user.click(select);
    await user.tab();
    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Ce champ est requis');
  });
});
