import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { visitorSchema } from '../../../src/domain/quotation-schema';
import { TextField } from '../../../src/forms/TextField';
import { InForm } from './in-form';

const schema = object({ email: visitorSchema.fields.email });

function renderField() {
  render(
    <InForm initialValues={{ email: '' }} schema={schema}>
      <TextField idBase="f-email" name="email" type="email" label="Adresse e-mail" hint="Par exemple : prenom.nom@exemple.fr" autoComplete="email" maxLength={254} />
    </InForm>,
  );
  return screen.getByRole('textbox', { name: 'Adresse e-mail' });
}

describe('TextField', () => {
  it('links the visible label to the control', () => {
    const input = renderField();
    expect(input).toHaveAttribute('id', 'f-email');
    expect(screen.getByText('Adresse e-mail').closest('label')).toHaveAttribute('for', 'f-email');
  });

  it('shows a visible asterisk hidden from screen readers, and marks the control required', () => {
    const input = renderField();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('describes the control with its hint', () => {
    expect(renderField()).toHaveAccessibleDescription('Par exemple : prenom.nom@exemple.fr');
  });

  it('uses no placeholder as a label', () => {
    expect(renderField()).not.toHaveAttribute('placeholder');
  });

  it('shows no error before the field is touched', () => {
    const input = renderField();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Ce champ est requis')).not.toBeInTheDocument();
  });

  it('shows the French error after the field is left empty', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Par exemple : prenom.nom@exemple.fr Ce champ est requis');
  });

  it('shows every error on submit', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText("Cet email n’est pas valide")).toBeInTheDocument();
  });
});
