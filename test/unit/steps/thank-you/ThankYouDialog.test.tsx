import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../../../src/services/http-client';
import { fakePage, renderWizard, residence } from '../../support/render';

/** Testing Library reads text with its spaces collapsed, no-break ones included. */
const CONTACTED = 'Votre demande de rappel est enregistrée\u00a0: un conseiller vous contactera sous 48\u00a0h.'.replace(/\s+/g, ' ');
const contactButton = () => screen.getByRole('button', { name: 'Être contacté par un conseiller' });
/** The visible 'Fermer' button (the × in the corner has the same name). */
const closeButton = (dialog: HTMLElement) => {
  const button = within(dialog)
    .getAllByRole('button', { name: 'Fermer' })
    .find((element) => element.textContent === 'Fermer');
  if (!button) throw new Error('no visible Fermer button');
  return button;
};

async function openDialog() {
  const user = userEvent.setup();
  const rendered = renderWizard({ initial: { residence: residence() }, state: { step: 2, housingType: 'studio' } });
  await user.click(contactButton());
  const dialog = await screen.findByRole('dialog', { name: 'Merci' });
  return { user, dialog, ...rendered };
}

describe('the thank-you dialog', () => {
  it('is closed at first', () => {
    renderWizard({ initial: { residence: residence() }, state: { step: 2, housingType: 'studio' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a dialog named 'Merci' from the contact button", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Merci' })).toBeInTheDocument();
  });

  it('promises a call from the residence team within 48 hours', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Nous vous remercions pour votre confiance, l’équipe Les Terrasses de la Croix-Rousse vous contactera sous 48 h !')).toBeInTheDocument();
  });

  it("says 'Bonne journée !' and offers 'Fermer'", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Bonne journée !')).toBeInTheDocument();
    expect(closeButton(dialog)).toBeInTheDocument();
  });

  it('puts focus inside the dialog when it opens', async () => {
    const { dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('tells the host a dialog is open', async () => {
    const { page } = await openDialog();
    expect(page.modalOpen).toBe(true);
  });

  it("emits 'quote-wizard:contact' with the residence, the type shown and its price, and no id without a lead id", async () => {
    const { page } = await openDialog();
    expect(page.events).toEqual([{ name: 'quote-wizard:contact', detail: { residence: 'lyon-croix-rousse', id: null, housingType: 'studio', price: 1250 } }]);
  });

  it('sends nothing when the lead has no id, as the first release did', async () => {
    const { page } = await openDialog();
    expect(page.requests).toEqual([]);
  });

  it("closes with 'Fermer'", async () => {
    const { user, dialog, page } = await openDialog();
    await user.click(closeButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.modalOpen).toBe(false);
  });

  it('closes with the × button', async () => {
    const { user, dialog } = await openDialog();
    const cross = within(dialog)
      .getAllByRole('button', { name: 'Fermer' })
      .find((element) => element !== closeButton(dialog));
    expect(cross).toBeDefined();
    await user.click(cross as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    const { user, page } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.modalOpen).toBe(false);
  });

  it("returns focus to the contact button after 'Fermer'", async () => {
    const { user, dialog } = await openDialog();
    await user.click(closeButton(dialog));
    await waitFor(() => expect(contactButton()).toHaveFocus());
  });

  it("brings the button and the line saying the request is recorded into the window after 'Fermer'", async () => {
    const { user, dialog, page } = await openDialog();
    expect(page.broughtIntoView).toEqual([]);
    await user.click(closeButton(dialog));
    await waitFor(() => expect(page.broughtIntoView).toHaveLength(1));
    const [part] = page.broughtIntoView;
    expect(part).toContainElement(contactButton());
    expect(part).toContainElement(screen.getByText(CONTACTED));
  });

  it('returns focus to the contact button after Escape', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(contactButton()).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('keeps Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    for (let press = 0; press < 4; press += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('stays on the price step after closing', async () => {
    const { user, dialog } = await openDialog();
    await user.click(closeButton(dialog));
    expect(screen.getByRole('heading', { name: 'Votre tarif' })).toBeInTheDocument();
  });

  it('opens again from the contact button after closing', async () => {
    const { user, dialog, page } = await openDialog();
    await user.click(closeButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(contactButton());
    expect(await screen.findByRole('dialog', { name: 'Merci' })).toBeInTheDocument();
    expect(page.events.filter((event) => event.name === 'quote-wizard:contact')).toHaveLength(2);
  });

  it('keeps in view, once the dialog is closed, that the callback request is recorded', async () => {
    const user = userEvent.setup();
    renderWizard({ initial: { residence: residence(), leadId: 'lead-1' }, state: { step: 2, housingType: 'studio' } });
    expect(screen.queryByText(CONTACTED)).not.toBeInTheDocument();
    await user.click(contactButton());
    await user.click(closeButton(await screen.findByRole('dialog', { name: 'Merci' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(CONTACTED)).toBeVisible();
  });

  it('says nothing is recorded when the callback request failed', async () => {
    const user = userEvent.setup();
    const page = fakePage(() => Promise.reject(new NetworkError(new TypeError('Failed to fetch'))));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWizard({ page, initial: { residence: residence(), leadId: 'lead-1' }, state: { step: 2, housingType: 'studio' } });
    await user.click(contactButton());
    await screen.findByText(/Votre demande de rappel n’a pas pu être envoyée/);
    expect(page.requests.map((request) => request.method)).toEqual(['PATCH']);
    expect(screen.queryByText(CONTACTED)).not.toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
