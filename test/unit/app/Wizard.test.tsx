import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config, renderWizard, residence } from '../support/render';

const nav = () => screen.getByRole('navigation', { name: 'Étapes de votre devis' });
const stepButton = (label: RegExp) => within(nav()).getByRole('button', { name: label });

async function chooseLyon() {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('list', { name: 'Liste des résidences' })).getByRole('button', { name: /Les Terrasses de la Croix-Rousse/ }));
  await screen.findByRole('heading', { name: 'Vos informations' });
  return user;
}

describe('the wizard shell', () => {
  it('shows the title above the step navigation', () => {
    renderWizard();
    const title = screen.getByRole('heading', { level: 2, name: 'Votre devis personnalisé en quelques clics' });
    expect(title.compareDocumentPosition(nav()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has a navigation with the three step buttons in order', () => {
    renderWizard();
    const names = within(nav())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/Rechercher sa résidence/);
    expect(names[1]).toMatch(/Vos informations/);
    expect(names[2]).toMatch(/Résumé/);
  });

  it('puts the steps in an ordered list', () => {
    renderWizard();
    const list = within(nav()).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks the first step as current at the start', () => {
    renderWizard();
    expect(stepButton(/Rechercher sa résidence/)).toHaveAttribute('aria-current', 'step');
    expect(stepButton(/Vos informations/)).not.toHaveAttribute('aria-current');
    expect(stepButton(/Résumé/)).not.toHaveAttribute('aria-current');
  });

  it('disables the later steps', () => {
    renderWizard();
    expect(stepButton(/Vos informations/)).toBeDisabled();
    expect(stepButton(/Résumé/)).toBeDisabled();
  });

  it('moves the current mark to the form once a residence is chosen', async () => {
    renderWizard();
    await chooseLyon();
    expect(stepButton(/Vos informations/)).toHaveAttribute('aria-current', 'step');
    expect(stepButton(/Rechercher sa résidence/)).not.toHaveAttribute('aria-current');
  });

  it('says in text that a done step is « terminée » and keeps it enabled', async () => {
    renderWizard();
    await chooseLyon();
    const done = stepButton(/Rechercher sa résidence/);
    expect(done).toHaveAccessibleName(expect.stringContaining('terminée'));
    expect(done).toBeEnabled();
    expect(stepButton(/Vos informations/)).not.toHaveAccessibleName(expect.stringContaining('terminée'));
    expect(stepButton(/Résumé/)).toBeDisabled();
  });

  it('goes back to the search through a done step', async () => {
    renderWizard();
    const user = await chooseLyon();
    await user.click(stepButton(/Rechercher sa résidence/));
    expect(await screen.findByRole('heading', { level: 3, name: 'Rechercher sa résidence' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vos informations' })).not.toBeInTheDocument();
    expect(stepButton(/Rechercher sa résidence/)).toHaveAttribute('aria-current', 'step');
  });

  it('moves focus to the new step heading on step change', async () => {
    renderWizard();
    await chooseLyon();
    expect(screen.getByRole('heading', { level: 3, name: 'Vos informations' })).toHaveFocus();
  });

  it('announces the new step politely', async () => {
    renderWizard();
    await chooseLyon();
    const announcement = screen.getByText('Étape 2 sur 3 : Vos informations');
    expect(announcement).toHaveAttribute('role', 'status');
  });

  it('leaves focus, scroll and events alone on the first render', () => {
    const { page } = renderWizard();
    expect(document.body).toHaveFocus();
    expect(page.scrolls).toBe(0);
    expect(page.events).toEqual([]);
  });

  it('leaves focus alone on the first render when the wizard opens at the form', () => {
    const { page } = renderWizard({ initial: { residence: residence() } });
    expect(screen.getByRole('heading', { name: 'Vos informations' })).not.toHaveFocus();
    expect(page.scrolls).toBe(0);
    expect(page.events).toEqual([]);
  });

  it('asks the host to scroll to the top on step change', async () => {
    const { page } = renderWizard();
    await chooseLyon();
    expect(page.scrolls).toBe(1);
  });

  it('names the new step\'s heading with that scroll, for the page to keep it in the window', async () => {
    const { page } = renderWizard();
    await chooseLyon();
    expect(page.scrollHeadings).toEqual([screen.getByRole('heading', { name: 'Vos informations' })]);
  });

  it("emits 'quote-wizard:step' with the new step on step change", async () => {
    const { page } = renderWizard();
    const user = await chooseLyon();
    await user.click(stepButton(/Rechercher sa résidence/));
    await screen.findByRole('heading', { name: 'Rechercher sa résidence', level: 3 });
    expect(page.events.filter((event) => event.name === 'quote-wizard:step')).toEqual([
      { name: 'quote-wizard:step', detail: 1 },
      { name: 'quote-wizard:step', detail: 0 },
    ]);
  });

  it('renders the disclaimer at the bottom of the widget', () => {
    const { container } = renderWizard({ config: config({ disclaimer: 'Tarifs <em>indicatifs</em>, services de base compris.' }) });
    const disclaimer = screen.getByText(/services de base compris/);
    expect(within(disclaimer).getByText('indicatifs').tagName).toBe('EM');
    const wizard = container.querySelector('.qw-wizard');
    expect(wizard?.lastElementChild).toBe(disclaimer);
  });

  it('sanitizes the disclaimer HTML', () => {
    const { container } = renderWizard({
      config: config({ disclaimer: '<p>Tarifs indicatifs<img src="x" onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">piège</a> <a href="/mentions">mentions</a></p>' }),
    });
    const disclaimer = screen.getByText(/Tarifs indicatifs/);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(within(disclaimer).getByRole('link', { name: 'mentions' })).toHaveAttribute('href', '/mentions');
    expect(within(disclaimer).getByText('piège')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
  });

  it('renders nothing for an empty disclaimer', () => {
    const { container } = renderWizard({ config: config({ disclaimer: '' }) });
    expect(container.querySelector('.qw-disclaimer')).toBeNull();
  });

  it('gives the widget root lang="fr"', () => {
    const { container } = renderWizard();
    expect(container.firstElementChild).toHaveAttribute('lang', 'fr');
  });

  it('uses no positive tabindex on any step', () => {
    const positive = () => Array.from(document.querySelectorAll('[tabindex]')).filter((element) => Number(element.getAttribute('tabindex')) > 0);
    const { unmount } = renderWizard();
    expect(positive()).toEqual([]);
    unmount();
    const form = renderWizard({ initial: { residence: residence() } });
    expect(positive()).toEqual([]);
    form.unmount();
    renderWizard({ initial: { residence: residence() }, state: { step: 2, housingType: 'studio' } });
    expect(positive()).toEqual([]);
  });
});
