import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { NetworkError } from '../../../../src/services/http-client';
import { fakePage, fillVisitorForm, renderWizard, residence } from '../../support/render';

const OFFLINE = 'Votre demande n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.';
const submitButton = () => screen.getByRole('button', { name: 'Découvrir mon tarif' });
const keys = (page: ReturnType<typeof fakePage>) => page.requestHeaders.map((headers) => headers?.['Idempotency-Key']);

/** A page whose sends fail until `up` is set. */
function flakyPage() {
  const state = { up: false };
  const page = fakePage(() => (state.up ? Promise.resolve({ id: 'lead-1' }) : Promise.reject(new NetworkError(new TypeError('offline')))));
  page.layer = [];
  return { page, state };
}

async function sendAndFail(user: UserEvent, page: ReturnType<typeof fakePage>, count: number) {
  await user.click(submitButton());
  await waitFor(() => expect(page.requests).toHaveLength(count));
  await screen.findByText(OFFLINE);
  await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
}

/** « Changer de résidence », then the same residence again from the list. */
async function sameResidenceAgain(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Changer de résidence' }));
  await user.click(await screen.findByRole('button', { name: /^Les Terrasses de la Croix-Rousse/ }));
  await screen.findByRole('heading', { name: 'Vos informations' });
}

describe('step 1: one request, one key, one push', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps the key and pushes once when the same request is sent again after « Changer de résidence » and the same residence', async () => {
    const user = userEvent.setup();
    const { page, state } = flakyPage();
    renderWizard({ page, initial: { residence: residence() } });
    await fillVisitorForm(user);
    await sendAndFail(user, page, 1);
    await sameResidenceAgain(user);
    await sendAndFail(user, page, 2);
    await sameResidenceAgain(user);
    state.up = true;
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Votre tarif' });
    expect(page.requests.map((request) => request.body)).toEqual([page.requests[0].body, page.requests[0].body, page.requests[0].body]);
    expect(new Set(keys(page)).size).toBe(1);
    expect(page.layer).toHaveLength(1);
  });

  it('gives changed content a new key and a push of its own, and the first content its old key back', async () => {
    const user = userEvent.setup();
    const { page } = flakyPage();
    renderWizard({ page, initial: { residence: residence() } });
    await fillVisitorForm(user);
    await sendAndFail(user, page, 1);
    await user.click(screen.getByRole('radio', { name: 'T3' }));
    await sendAndFail(user, page, 2);
    await user.click(screen.getByRole('radio', { name: 'T2' }));
    await sendAndFail(user, page, 3);
    const [first, second, third] = keys(page);
    expect([second === first, third === first]).toEqual([false, true]);
    expect(page.layer).toHaveLength(2);
  });

  it('keeps the key of a lead already accepted when the visitor comes back and sends it again unchanged', async () => {
    const user = userEvent.setup();
    const page = fakePage(async () => ({ id: 'lead-1' }));
    page.layer = [];
    renderWizard({ page, initial: { residence: residence() } });
    await fillVisitorForm(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Votre tarif' });
    await user.click(screen.getByRole('button', { name: /Vos informations/ }));
    await user.click(await screen.findByRole('button', { name: 'Découvrir mon tarif' }));
    await screen.findByRole('heading', { name: 'Votre tarif' });
    expect(keys(page)[1]).toBe(keys(page)[0]);
    expect(page.layer).toHaveLength(1);
  });
});

describe('step 1: the store gets the values when the step is left or sent', () => {
  it('does not follow each keystroke', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard({ initial: { residence: residence() } });
    const changes = jest.fn();
    store.subscribe(changes);
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Jeanne');
    expect(changes).not.toHaveBeenCalled();
    expect(store.getState().visitor.firstName).toBe('');
  });

  it('has them once the visitor leaves the step', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard({ initial: { residence: residence() } });
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Jeanne');
    await user.click(screen.getByRole('radio', { name: 'T3' }));
    await user.click(screen.getByRole('button', { name: 'Changer de résidence' }));
    await screen.findByRole('heading', { name: 'Rechercher sa résidence', level: 3 });
    expect([store.getState().visitor.firstName, store.getState().housingType]).toEqual(['Jeanne', 'two_room']);
  });

  it('has them when the page is hidden, for a reload to find them', async () => {
    const user = userEvent.setup();
    const hide = new Set<() => void>();
    const page = fakePage();
    page.onHide = (listener) => {
      hide.add(listener);
      return () => hide.delete(listener);
    };
    const { store } = renderWizard({ page, initial: { residence: residence() } });
    await user.click(screen.getByRole('radio', { name: 'Madame' }));
    hide.forEach((listener) => listener());
    expect(store.getState().visitor.civility).toBe('mme');
  });
});
