import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HousingType, Residence } from '../../../../src/domain/residence';
import { config, fakePage, renderWizard, residence } from '../../support/render';
import type { WizardConfig } from '../../../../src/config/types';

const fr = new Intl.NumberFormat('fr-FR');
/**
 * The visible price, built here with Intl the way the decisions ask: '1 640 €/mois'. Testing Library compares
 * text with its spaces collapsed, so the expectation is too; the non-breaking spaces have their own test.
 */
const monthly = (amount: string) => `${amount} €/mois`.replace(/\s+/g, ' ');
const housing = () => screen.getByRole('group', { name: 'Type de logement' });
/** The big price above the types (each type's own price is a piece of its description, see below). */
const shownPrice = (text: string | RegExp) => screen.getByText(text, { selector: '.qw-price__amount' });
/** What a type's option shows beside it (the part screen readers skip; they hear its description in words). */
const shownDetail = (name: string) => {
  const radio = within(housing()).getByRole('radio', { name });
  return document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.querySelector('[aria-hidden="true"]');
};

function renderOffer(options: { housingType?: HousingType; chosen?: Residence; cfg?: WizardConfig; strict?: boolean } = {}) {
  const cfg = options.cfg ?? config();
  const chosen = options.chosen ?? cfg.residences[0];
  return renderWizard({ config: cfg, initial: { residence: chosen }, state: { step: 2, housingType: options.housingType ?? 'one_room' }, strict: options.strict });
}

describe('step 2: the price', () => {
  it("shows the heading 'Votre tarif'", () => {
    renderOffer();
    expect(screen.getByRole('heading', { level: 3, name: 'Votre tarif' })).toBeInTheDocument();
  });

  it("shows 'À partir de' with the price of the chosen type in '€/mois'", () => {
    renderOffer({ housingType: 'one_room' });
    expect(screen.getByText('À partir de')).toBeInTheDocument();
    expect(shownPrice(monthly(fr.format(1640)))).toBeInTheDocument();
  });

  it('groups thousands the French way', () => {
    renderOffer({ housingType: 'two_room' });
    expect(shownPrice(/^[\d\s\u202f\u00a0,]+€\/mois$/).textContent).toMatch(/^2[\s\u202f\u00a0]100\u00a0€\/mois$/);
  });

  it('shows the cents of a price that has some, with a French comma', () => {
    const cfg = config();
    renderOffer({ cfg, chosen: cfg.residences[1], housingType: 'studio' });
    expect(shownPrice(monthly(new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(990.5)))).toBeInTheDocument();
    expect(shownPrice(/^[\d\s\u202f\u00a0,]+€\/mois$/).textContent).toMatch(/^990,50/);
  });

  it('never wraps the price: only non-breaking spaces inside it', () => {
    renderOffer({ housingType: 'two_room' });
    expect(shownPrice(/^[\d\s\u202f\u00a0,]+€\/mois$/).textContent).not.toMatch(/ /);
  });

  it('shows no decimals for a whole price', () => {
    renderOffer({ housingType: 'studio' });
    expect(shownPrice(/^[\d\s\u202f\u00a0,]+€\/mois$/).textContent).not.toContain(',');
  });

  it('is read « euros par mois » by screen readers, the symbols hidden', () => {
    renderOffer({ housingType: 'one_room' });
    expect(screen.getByText(`${fr.format(1640)} euros par mois`.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(shownPrice(monthly(fr.format(1640)))).toHaveAttribute('aria-hidden', 'true');
  });

  it('preselects the chosen type in the housing selector, priced types only', () => {
    renderOffer({ housingType: 'one_room' });
    expect(within(housing()).getByRole('radio', { name: 'T2' })).toBeChecked();
    expect(within(housing()).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['studio', 'one_room', 'two_room']);
  });

  it('shows each type with what it means and its own starting price, read in words', () => {
    renderOffer({ housingType: 'studio' });
    const described = (name: string) => within(housing()).getByRole('radio', { name });
    expect(described('T1')).toHaveAccessibleDescription(`studio, à partir de ${fr.format(1250)} euros par mois`);
    expect(described('T2')).toHaveAccessibleDescription(`2 pièces, à partir de ${fr.format(1640)} euros par mois`);
    expect(described('T3')).toHaveAccessibleDescription(`3 pièces, à partir de ${fr.format(2100)} euros par mois`);
    expect(shownDetail('T3')).toHaveTextContent(`3 pièces, à partir de ${monthly(fr.format(2100))}`);
  });

  it('keeps each type\'s price in one piece, which breaks before « /mois » only, as the big price does', () => {
    renderOffer({ housingType: 'studio' });
    const detail = shownDetail('T3');
    // The piece moves to the next line whole rather than leave « /mois » alone there (see the stylesheet).
    expect(detail?.querySelector('.qw-price__whole')).toHaveTextContent(monthly(fr.format(2100)), { normalizeWhitespace: true });
    expect(detail?.querySelectorAll('wbr')).toHaveLength(1);
    expect(detail?.querySelector('.qw-price__whole wbr')?.nextSibling?.textContent).toBe('/');
    expect(shownPrice(/^[\d\s\u202f\u00a0,]+€\/mois$/).querySelectorAll('wbr')).toHaveLength(1);
  });

  it('names the housing radios housingType, the lead\'s field name', () => {
    renderOffer();
    for (const radio of within(housing()).getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'housingType');
  });

  it('updates the price when the housing type changes', async () => {
    const user = userEvent.setup();
    renderOffer({ housingType: 'one_room' });
    await user.click(within(housing()).getByRole('radio', { name: 'T3' }));
    expect(shownPrice(monthly(fr.format(2100)))).toBeInTheDocument();
    expect(screen.queryByText(monthly(fr.format(1640)), { selector: '.qw-price__amount' })).not.toBeInTheDocument();
  });

  it('announces the new price politely', async () => {
    const user = userEvent.setup();
    renderOffer({ housingType: 'one_room' });
    await user.click(within(housing()).getByRole('radio', { name: 'T1' }));
    const announcement = screen.getByText(`Tarif mis à jour\u00a0: à partir de ${fr.format(1250)} euros par mois pour un T1`.replace(/\s+/g, ' '));
    expect(announcement).toHaveAttribute('role', 'status');
  });

  it('keeps the new type for the rest of the journey', async () => {
    const user = userEvent.setup();
    const { store } = renderOffer({ housingType: 'one_room' });
    await user.click(within(housing()).getByRole('radio', { name: 'T3' }));
    expect(store.getState().housingType).toBe('two_room');
  });

  it('does not move focus or change step when the type changes', async () => {
    const user = userEvent.setup();
    const { page } = renderOffer({ housingType: 'one_room' });
    const t3 = within(housing()).getByRole('radio', { name: 'T3' });
    await user.click(t3);
    expect(t3).toHaveFocus();
    expect(page.events).toEqual([]);
  });
});

describe('step 2: offers and residence', () => {
  it('shows the configured offers', () => {
    renderOffer();
    expect(screen.getByText('Offre du moment').tagName).toBe('STRONG');
    expect(screen.getByText(/frais de dossier offerts/)).toBeInTheDocument();
  });

  it('sanitizes the offers HTML', () => {
    const { container } = renderOffer({
      cfg: config({ residenceOffers: '<p onclick="alert(1)">Offre <a href="javascript:alert(2)">piège</a><script>alert(3)</script><img src="x" onerror="alert(4)"></p>' }),
    });
    expect(screen.getByText(/Offre/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();
    expect(screen.getByText('piège')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
  });

  it('shows the residence card with name, region and description', () => {
    renderOffer();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Les Terrasses de la Croix-Rousse' })).toBeInTheDocument();
    expect(within(card).getByText('Auvergne-Rhône-Alpes')).toBeInTheDocument();
    expect(within(card).getByText('Au cœur des pentes, à deux pas du marché.')).toBeInTheDocument();
  });

  it('shows the residence image on the card', () => {
    renderOffer();
    expect(within(screen.getByRole('article')).getByRole('presentation')).toHaveAttribute('src', '/images/residence-1.jpg');
  });

  it("shows no 'Ouverture prochaine' badge for an open residence", () => {
    renderOffer();
    expect(within(screen.getByRole('article')).queryByText('Ouverture prochaine')).not.toBeInTheDocument();
  });

  it("shows the 'Ouverture prochaine' badge for a residence not open yet", () => {
    const cfg = config();
    renderOffer({ cfg, chosen: cfg.residences[1], housingType: 'studio' });
    expect(within(screen.getByRole('article')).getByText('Ouverture prochaine')).toBeInTheDocument();
  });

  it("shows 'Voir la résidence' when the residence has a link", () => {
    renderOffer();
    const link = within(screen.getByRole('article')).getByRole('link', { name: /Voir la résidence/ });
    expect(link).toHaveAttribute('href', 'https://exemple.fr/lyon');
    expect(link).toHaveTextContent('Voir la résidence');
    expect(link).toHaveAccessibleName(expect.stringContaining('Les Terrasses de la Croix-Rousse'));
  });

  it("shows no 'Voir la résidence' without a link", () => {
    const cfg = config();
    renderOffer({ cfg, chosen: cfg.residences[1], housingType: 'studio' });
    expect(screen.queryByRole('link', { name: /Voir la résidence/ })).not.toBeInTheDocument();
  });

  it("shows 'Réserver un séjour découverte' when stayLink is set", () => {
    renderOffer();
    expect(screen.getByRole('link', { name: 'Réserver un séjour découverte' })).toHaveAttribute('href', 'https://exemple.fr/sejour');
  });

  it("hides 'Réserver un séjour découverte' without stayLink", () => {
    renderOffer({ cfg: config({ stayLink: undefined }) });
    expect(screen.queryByRole('link', { name: 'Réserver un séjour découverte' })).not.toBeInTheDocument();
  });

  it("offers 'Être contacté par un conseiller' as a button", () => {
    renderOffer();
    expect(screen.getByRole('button', { name: 'Être contacté par un conseiller' })).toHaveAttribute('type', 'button');
  });

  it('marks the first two steps done in the navigation', () => {
    renderOffer();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: /Rechercher sa résidence.*terminée/ })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: /Vos informations.*terminée/ })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: /Résumé/ })).toHaveAttribute('aria-current', 'step');
  });

  it('goes back to the form through the navigation, values kept', async () => {
    const user = userEvent.setup();
    const chosen = residence();
    renderWizard({
      initial: { residence: chosen },
      state: { step: 2, housingType: 'one_room', visitor: { civility: 'mme', firstName: 'Jeanne', lastName: 'Dupont', email: 'j@exemple.fr', phoneNumber: '0612', status: 'senior_child', knowUs: 'press', acceptPromotionalOffers: false, rgpd: true } },
    });
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: /Vos informations/ }));
    expect(await screen.findByRole('textbox', { name: 'Prénom' })).toHaveValue('Jeanne');
    expect(within(screen.getByRole('group', { name: 'Type de logement' })).getByRole('radio', { name: 'T2' })).toBeChecked();
  });
});

describe('step 2: HTML the sanitizer trims', () => {
  const trimmed = (field: string, parts: string) => `Simulateur de devis #devis\u00a0: ${field}\u00a0: le simulateur en retire ${parts} et affiche le reste`;

  it('tells the editor what it took out of the offers and of the description, once each, however often they render', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chosen = residence({ description: '<p>Un grand jardin.</p><img src="/jardin.jpg">' });
    renderOffer({ cfg: config({ residences: [chosen], residenceOffers: '<p onclick="go()">Offre</p>' }), chosen, strict: true });
    expect(screen.getByText('Un grand jardin.')).toBeInTheDocument();
    await userEvent.setup().click(within(housing()).getByRole('radio', { name: /T1/ }));
    expect(warn.mock.calls.map((call) => String(call[1]))).toEqual([
      expect.stringContaining(trimmed('«\u00a0residenceOffers\u00a0» (les offres du moment)', 'onclick')),
      expect.stringContaining(trimmed('la description de la résidence «\u00a0Les Terrasses de la Croix-Rousse\u00a0»', '<img>')),
    ]);
    warn.mockRestore();
  });

  it('says nothing of HTML it leaves whole', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderOffer();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('step 2: the parallax of the residence image', () => {
  const image = () => within(screen.getByRole('article')).getByRole('presentation');

  it('moves the image on a wide screen', () => {
    renderOffer();
    expect(image().style.transform).toMatch(/translate3d/);
  });

  it('is off where the picture does not stand beside the text (a widget under 40 em wide, whatever the window)', () => {
    const page = fakePage();
    page.widgetWidth = () => 39.9;
    renderWizard({ page, initial: { residence: residence() }, state: { step: 2, housingType: 'studio' } });
    expect(image().style.transform).toBe('');
  });

  it('is off when the visitor prefers reduced motion', () => {
    const page = fakePage();
    page.prefersReducedMotion = () => true;
    renderWizard({ page, initial: { residence: residence() }, state: { step: 2, housingType: 'studio' } });
    expect(image().style.transform).toBe('');
  });
});
