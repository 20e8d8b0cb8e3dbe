import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { HttpError, NetworkError } from '../../../../src/services/http-client';
import { deferred, fakePage, fillVisitorForm, renderWizard, residence, validVisitor } from '../../support/render';

const SEND_ERROR = 'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.';
const SERVER_ERROR = 'Votre demande n’a pas pu être enregistrée, à la suite d’un incident de notre côté. Réessayez dans quelques instants.';
const offline = () => Promise.reject(new NetworkError(new TypeError('Failed to fetch')));
const submitButton = () => screen.getByRole('button', { name: 'Découvrir mon tarif' });
const textbox = (name: string) => screen.getByRole('textbox', { name });

/** What validVisitor sends for the Lyon residence (T2 is one_room, 1 640 €). */
const expectedRequest = {
  residence: 'lyon-croix-rousse',
  housingType: 'one_room',
  price: 1640,
  civility: 'mme',
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne.dupont@exemple.fr',
  phoneNumber: '06 12 34 56 78',
  status: 'senior_child',
  knowUs: 'internet',
  acceptPromotionalOffers: false,
};

const renderForm = (page = fakePage()) => renderWizard({ page, initial: { residence: residence() } });

describe('step 1: sending the quotation request', () => {
  it("posts the payload to '/quotation-requests' through the host", async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(page.requests[0]).toEqual({ method: 'POST', path: '/quotation-requests', body: expectedRequest });
  });

  it('trims the strings, leaves rgpd out and sends the price of the chosen type', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user, {
      ...validVisitor,
      civility: 'Monsieur',
      firstName: '  Jean ',
      lastName: ' Martin  ',
      email: '  Jean.Martin@Exemple.fr ',
      phoneNumber: ' 01 23 45 67 89 ',
      status: 'Futur résident',
      knowUs: 'Évènements de la résidence',
      housing: 'T3',
      promotions: true,
    });
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(page.requests[0].body).toEqual({
      residence: 'lyon-croix-rousse',
      housingType: 'two_room',
      price: 2100,
      civility: 'm',
      firstName: 'Jean',
      lastName: 'Martin',
      email: 'Jean.Martin@Exemple.fr',
      phoneNumber: '01 23 45 67 89',
      status: 'future_resident',
      knowUs: 'event',
      acceptPromotionalOffers: true,
    });
    expect(page.requests[0].body).not.toHaveProperty('rgpd');
  });

  it('sends with Enter from a text field', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user);
    await user.type(textbox('Téléphone'), '{Enter}');
    await waitFor(() => expect(page.requests).toHaveLength(1));
  });

  it('accepts a phone number written with the usual separators, and sends it as typed', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user, { ...validVisitor, phoneNumber: '+33 (0)6.12.34.56.78' });
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(page.requests[0].body).toEqual(expect.objectContaining({ phoneNumber: '+33 (0)6.12.34.56.78' }));
  });

  it('refuses a phone number too short to call back, and says so', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user, { ...validVisitor, phoneNumber: '06 12 34' });
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(textbox('Téléphone')).toHaveAccessibleDescription(expect.stringContaining('Ce numéro de téléphone semble incomplet ou erroné\u00a0: écrivez-le par exemple 06\u00a012\u00a034\u00a056\u00a078.'));
    expect(page.requests).toHaveLength(0);
  });

  it('sends once the errors of a refused submit are corrected', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user, { ...validVisitor, rgpd: false, housing: undefined });
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    await fillVisitorForm(user, { housing: 'T2', rgpd: true });
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(page.requests[0].body).toEqual(expectedRequest);
    expect(screen.queryByRole('group', { name: 'Il y a un problème' })).not.toBeInTheDocument();
  });

  it("pushes 'demande_devis' with the SHA-256 of the e-mail to the data layer", async () => {
    const user = userEvent.setup();
    const page = fakePage();
    page.layer = [];
    renderForm(page);
    await fillVisitorForm(user, { ...validVisitor, email: '  Jeanne.Dupont@Exemple.FR ' });
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(page.layer).toEqual([
      {
        event: 'demande_devis',
        residence: 'Les Terrasses de la Croix-Rousse',
        emailHash: createHash('sha256').update('jeanne.dupont@exemple.fr').digest('hex'),
        status: 'Proche',
        housingType: 'T2',
        knowUs: 'Internet',
      },
    ]);
  });

  it('never puts the e-mail address in clear in the data layer', async () => {
    const user = userEvent.setup();
    const page = fakePage();
    page.layer = [];
    renderForm(page);
    await fillVisitorForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(JSON.stringify(page.layer)).not.toContain('jeanne.dupont');
  });

  it('pushes to the data layer before the request is sent', async () => {
    const user = userEvent.setup();
    const layerAtRequest: unknown[][] = [];
    const page = fakePage(async () => {
      layerAtRequest.push([...(page.layer ?? [])]);
      return { id: 1 };
    });
    page.layer = [];
    renderForm(page);
    await fillVisitorForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(layerAtRequest).toHaveLength(1);
    expect(layerAtRequest[0]).toEqual([expect.objectContaining({ event: 'demande_devis' })]);
  });

  it('still sends the lead when the data layer refuses the push', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const page = fakePage();
    page.layer = Object.assign([], {
      push() {
        throw new Error('tag manager broken');
      },
    });
    renderForm(page);
    await fillVisitorForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Votre tarif' })).toBeInTheDocument();
    expect(page.requests).toHaveLength(1);
    expect(warnings).toHaveBeenCalledWith('[QuoteWizard]', expect.stringContaining('demande_devis'), expect.any(Error));
  });

  it('pushes nothing and still sends without a data layer', async () => {
    const user = userEvent.setup();
    const page = fakePage();
    const asked = jest.spyOn(page, 'dataLayer');
    renderForm(page);
    await fillVisitorForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(asked).toHaveBeenCalled();
    expect(page.layer).toBeUndefined();
    expect((window as Window & { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('ignores a second submit while the first is being sent', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    const { page } = renderForm(fakePage(() => answer.promise));
    await fillVisitorForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    await user.click(submitButton());
    await user.keyboard('{Enter}');
    expect(page.requests).toHaveLength(1);
    answer.resolve({ id: 1 });
    await screen.findByRole('heading', { name: 'Votre tarif' });
    expect(page.requests).toHaveLength(1);
  });

  it('ignores a double click that lands before validation ends', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user);
    await user.dblClick(submitButton());
    await screen.findByRole('heading', { name: 'Votre tarif' });
    expect(page.requests).toHaveLength(1);
  });

  it('marks the button aria-busy and says the request is on its way while sending', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    renderForm(fakePage(() => answer.promise));
    await fillVisitorForm(user);
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Envoi de votre demande en cours…')).toHaveAttribute('role', 'status');
    answer.resolve({ id: 1 });
    await screen.findByRole('heading', { name: 'Votre tarif' });
  });

  it('locks the step navigation while sending', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    renderForm(fakePage(() => answer.promise));
    await fillVisitorForm(user);
    await user.click(submitButton());
    const back = within(screen.getByRole('navigation')).getByRole('button', { name: /Rechercher sa résidence/ });
    await waitFor(() => expect(back).toBeDisabled());
    answer.resolve({ id: 1 });
    await screen.findByRole('heading', { name: 'Votre tarif' });
  });

  it('moves to the price step on success', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillVisitorForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { level: 3, name: 'Votre tarif' })).toHaveFocus();
    expect(screen.getByText('Étape 3 sur 3 : Votre tarif')).toBeInTheDocument();
  });

  it("emits 'quote-wizard:submitted' with the payload on success", async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Votre tarif' });
    expect(page.events).toContainEqual({ name: 'quote-wizard:submitted', detail: expectedRequest });
  });

  it("does not emit 'quote-wizard:submitted' before the server answers", async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    const { page } = renderForm(fakePage(() => answer.promise));
    await fillVisitorForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(page.events.map((event) => event.name)).not.toContain('quote-wizard:submitted');
    answer.resolve({ id: 1 });
    await screen.findByRole('heading', { name: 'Votre tarif' });
  });
});

describe('step 1: a failed send', () => {
  const failingPage = () => fakePage(offline);
  const silenceConsole = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  async function sendAndFail() {
    const user = userEvent.setup();
    const rendered = renderForm(failingPage());
    await fillVisitorForm(user, { ...validVisitor, promotions: true });
    await user.click(submitButton());
    await screen.findByText(SEND_ERROR);
    return { user, ...rendered };
  }

  it('shows the French alert in a role="alert" region', async () => {
    const errors = silenceConsole();
    await sendAndFail();
    expect(screen.getByRole('alert')).toHaveTextContent(SEND_ERROR);
    expect(errors).toHaveBeenCalled();
  });

  it('shows the alert above the submit button', async () => {
    silenceConsole();
    await sendAndFail();
    expect(screen.getByRole('alert').compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps every value typed and stays on the form', async () => {
    silenceConsole();
    await sendAndFail();
    expect(screen.getByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Madame' })).toBeChecked();
    expect(textbox('Prénom')).toHaveValue('Jeanne');
    expect(textbox('Nom')).toHaveValue('Dupont');
    expect(textbox('Adresse e-mail')).toHaveValue('jeanne.dupont@exemple.fr');
    expect(textbox('Téléphone')).toHaveValue('06 12 34 56 78');
    expect(screen.getByRole('radio', { name: 'Proche' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Comment nous avez-vous connus\u00a0?' })).toHaveValue('internet');
    expect(screen.getByRole('radio', { name: 'T2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /offres et actualités/ })).toBeChecked();
  });

  it('is no longer busy after the failure', async () => {
    silenceConsole();
    await sendAndFail();
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expect(within(screen.getByRole('navigation')).getByRole('button', { name: /Rechercher sa résidence/ })).toBeEnabled();
  });

  it("logs the failure with the '[QuoteWizard]' prefix", async () => {
    const errors = silenceConsole();
    await sendAndFail();
    expect(errors).toHaveBeenCalledWith('[QuoteWizard]', expect.stringContaining('quotation request failed'), expect.any(Error));
    for (const call of errors.mock.calls) expect(call[0]).toBe('[QuoteWizard]');
  });

  it("emits 'quote-wizard:error' of kind submit", async () => {
    silenceConsole();
    const { page } = await sendAndFail();
    expect(page.events).toContainEqual({ name: 'quote-wizard:error', detail: { kind: 'submit', message: 'Network error: Failed to fetch', status: undefined } });
    expect(page.events.map((event) => event.name)).not.toContain('quote-wizard:submitted');
  });

  it('gives the HTTP status of a refused request in the error event', async () => {
    silenceConsole();
    const user = userEvent.setup();
    const { page } = renderForm(fakePage(() => Promise.reject(new HttpError(503, 'En maintenance'))));
    await fillVisitorForm(user);
    await user.click(submitButton());
    await screen.findByText(SERVER_ERROR);
    expect(page.events).toContainEqual({ name: 'quote-wizard:error', detail: { kind: 'submit', message: 'HTTP 503: En maintenance', status: 503 } });
  });

  it('sends the same request again on retry', async () => {
    silenceConsole();
    const { user, page } = await sendAndFail();
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(2));
    expect(page.requests[1]).toEqual(page.requests[0]);
    expect(page.requests[1].body).toEqual({ ...expectedRequest, acceptPromotionalOffers: true });
  });

  it('names the request with an Idempotency-Key that the retry keeps', async () => {
    silenceConsole();
    const { user, page } = await sendAndFail();
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(2));
    const [first, second] = page.requestHeaders.map((headers) => headers?.['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
  });

  it('makes a new request, with a new key, when the visitor changed a value before retrying', async () => {
    silenceConsole();
    const { user, page } = await sendAndFail();
    await user.type(textbox('Nom'), '-Durand');
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(2));
    expect(page.requestHeaders[1]?.['Idempotency-Key']).not.toBe(page.requestHeaders[0]?.['Idempotency-Key']);
  });

  it('counts a retry of the same request once in analytics', async () => {
    silenceConsole();
    const page = failingPage();
    page.layer = [];
    const user = userEvent.setup();
    renderForm(page);
    await fillVisitorForm(user);
    await user.click(submitButton());
    await screen.findByText(SEND_ERROR);
    await user.click(submitButton());
    await waitFor(() => expect(page.requests).toHaveLength(2));
    expect(page.layer).toHaveLength(1);
  });

  it('moves on when the retry succeeds', async () => {
    silenceConsole();
    let calls = 0;
    const user = userEvent.setup();
    const { page } = renderForm(fakePage(() => (++calls === 1 ? offline() : Promise.resolve({ id: 1 }))));
    await fillVisitorForm(user);
    await user.click(submitButton());
    await screen.findByText(SEND_ERROR);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Votre tarif' })).toBeInTheDocument();
    expect(page.requests).toHaveLength(2);
  });

  it('keeps the alert above the button while the retry is on its way, so the button does not move', async () => {
    silenceConsole();
    let calls = 0;
    const retry = deferred<unknown>();
    const user = userEvent.setup();
    renderForm(fakePage(() => (++calls === 1 ? offline() : retry.promise)));
    await fillVisitorForm(user);
    await user.click(submitButton());
    await screen.findByText(SEND_ERROR);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText(SEND_ERROR)).toBeInTheDocument();
    // The busy status sits below the button: nothing above it changed.
    const status = screen.getByText('Envoi de votre demande en cours…');
    expect(submitButton().compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    retry.resolve({ id: 1 });
    await screen.findByRole('heading', { name: 'Votre tarif' });
  });

  it('renders a second failure as a new alert, so that it is announced again', async () => {
    silenceConsole();
    const user = userEvent.setup();
    renderForm(fakePage(offline));
    await fillVisitorForm(user);
    await user.click(submitButton());
    const first = await screen.findByText(SEND_ERROR);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText(SEND_ERROR)).not.toBe(first));
    expect(screen.getByRole('alert')).toHaveTextContent(SEND_ERROR);
  });
});
