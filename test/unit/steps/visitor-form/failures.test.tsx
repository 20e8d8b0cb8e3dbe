import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, NetworkError } from '../../../../src/services/http-client';
import { config, fakePage, fillVisitorForm, renderWizard, residence, type FakePage } from '../../support/render';

const OFFLINE = 'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.';
const SERVER = 'Votre demande n’a pas pu être enregistrée, à la suite d’un incident de notre côté. Réessayez dans quelques instants.';
const INVALID = 'Votre demande n’a pas été acceptée : corrigez les champs signalés puis envoyez-la de nouveau.';
const submitButton = () => screen.getByRole('button', { name: 'Découvrir mon tarif' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const alert = () => screen.getByRole('alert');

const refused = (violations: Array<{ propertyPath: string; message: string }>) => () => Promise.reject(new HttpError(422, 'Some fields are missing or invalid', undefined, violations));

function renderForm(page: FakePage, phone?: string) {
  return renderWizard({ page, config: config({ contactPhone: phone }), initial: { residence: residence() } });
}

async function sendOnce(respond: (body: unknown) => Promise<unknown>, phone?: string) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const rendered = renderForm(fakePage(respond), phone);
  await fillVisitorForm(user);
  await user.click(submitButton());
  await waitFor(() => expect(rendered.page.requests).toHaveLength(1));
  await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
  return { user, ...rendered };
}

describe('step 1: a failure says what happened', () => {
  it('blames the connection when no answer came', async () => {
    await sendOnce(() => Promise.reject(new NetworkError(new TypeError('Failed to fetch'))));
    expect(alert()).toHaveTextContent(OFFLINE);
  });

  it.each([500, 502, 403, 409])('does not blame the connection for an HTTP %i', async (status) => {
    await sendOnce(() => Promise.reject(new HttpError(status)));
    expect(alert()).toHaveTextContent(SERVER);
    expect(alert()).not.toHaveTextContent(/connexion/);
  });

  it('offers the configured phone number as a tel: link after a server error', async () => {
    await sendOnce(() => Promise.reject(new HttpError(500)), '01 23 45 67 89');
    expect(alert()).toHaveTextContent(`${SERVER} Vous pouvez aussi nous appeler au 01 23 45 67 89.`);
    expect(within(alert()).getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:0123456789');
  });

  it('offers it too when no answer came', async () => {
    await sendOnce(() => Promise.reject(new NetworkError(new TypeError('offline'))), '+33 (0)4 72 00 00 00');
    expect(within(alert()).getByRole('link', { name: '+33 (0)4 72 00 00 00' })).toHaveAttribute('href', 'tel:+33472000000');
  });

  it('offers no number when none is configured', async () => {
    await sendOnce(() => Promise.reject(new HttpError(500)));
    expect(within(alert()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the same server words for a 422 that refuses nothing the visitor can correct', async () => {
    await sendOnce(refused([{ propertyPath: 'price', message: 'Ce tarif ne correspond pas à la résidence.' }]));
    expect(alert()).toHaveTextContent(SERVER);
    expect(screen.queryByRole('group', { name: 'Il y a un problème' })).not.toBeInTheDocument();
  });
});

describe('step 1: a 422 that lists violations', () => {
  const violations = [
    { propertyPath: 'email', message: 'Cette adresse e-mail est refusée par notre serveur.' },
    { propertyPath: 'phoneNumber', message: 'Ce numéro est refusé par notre serveur.' },
    { propertyPath: 'price', message: 'Ce tarif a changé.' },
  ];

  it('shows each message beside its field', async () => {
    await sendOnce(refused(violations));
    expect(textbox('Adresse e-mail')).toHaveAccessibleDescription(expect.stringContaining(violations[0].message));
    expect(textbox('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Téléphone')).toHaveAccessibleDescription(expect.stringContaining(violations[1].message));
  });

  it('lists them in the error summary, which takes focus, with what refers to no field', async () => {
    await sendOnce(refused(violations));
    const summary = screen.getByRole('group', { name: 'Il y a un problème' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Adresse e-mail\u00a0: ${violations[0].message}`,
      `Téléphone\u00a0: ${violations[1].message}`,
      violations[2].message,
    ]);
    expect(within(summary).getByRole('link', { name: `Adresse e-mail\u00a0: ${violations[0].message}` })).toBeInTheDocument();
  });

  it('says in the alert that fields are to be corrected, with no phone number to call', async () => {
    await sendOnce(refused(violations), '01 23 45 67 89');
    expect(alert()).toHaveTextContent(INVALID);
    expect(within(alert()).queryByRole('link')).not.toBeInTheDocument();
  });

  it("drops a field's message once the visitor changes its value, and keeps the others", async () => {
    const { user } = await sendOnce(refused(violations));
    await user.type(textbox('Adresse e-mail'), 'x');
    expect(textbox('Adresse e-mail')).not.toHaveAccessibleDescription(expect.stringContaining(violations[0].message));
    expect(textbox('Téléphone')).toHaveAccessibleDescription(expect.stringContaining(violations[1].message));
  });

  it('keeps every value the visitor typed', async () => {
    await sendOnce(refused(violations));
    expect(textbox('Prénom')).toHaveValue('Jeanne');
    expect(textbox('Adresse e-mail')).toHaveValue('jeanne.dupont@exemple.fr');
  });
});

describe('step 1: whatever throws ends the sending', () => {
  it('shows the failure and unlocks the form when the request cannot even be built', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const lyon = residence();
    const { page, store } = renderWizard({ config: config({ residences: [lyon] }), initial: { residence: lyon } });
    await fillVisitorForm(user);
    // The configuration changed under the visitor's feet: T2 has no price any more when the request is built.
    delete lyon.prices.one_room;
    await user.click(submitButton());
    await screen.findByText(SERVER);
    expect(page.requests).toEqual([]);
    expect([store.getState().sending, submitButton().getAttribute('aria-busy')]).toEqual([false, null]);
    expect(within(screen.getByRole('navigation')).getByRole('button', { name: /Rechercher sa résidence/ })).toBeEnabled();
    expect(page.events).toContainEqual({ name: 'quote-wizard:error', detail: expect.objectContaining({ kind: 'submit' }) });
  });
});
