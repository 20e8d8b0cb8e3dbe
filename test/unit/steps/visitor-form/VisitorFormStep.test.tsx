import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config, fillVisitorForm, gdprCheckbox, renderWizard, residence, validVisitor } from '../../support/render';

const REQUIRED = 'Ce champ est requis';
const textbox = (name: string) => screen.getByRole('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name });
const knowUs = () => screen.getByRole('combobox', { name: 'Comment nous avez-vous connus\u00a0?' });
const housing = () => group('Type de logement');
const promotions = () => screen.getByRole('checkbox', { name: /J’accepte de recevoir les offres/ });
const submitButton = () => screen.getByRole('button', { name: 'Découvrir mon tarif' });
const summary = () => screen.getByRole('group', { name: 'Il y a un problème' });

/** Step 1 for the Lyon residence (studio, one_room and two_room priced). */
const renderForm = (cfg = config(), chosen = residence()) => renderWizard({ config: cfg, initial: { residence: chosen } });
const nice = () => config().residences[2];

describe('step 1: the fields', () => {
  it("shows the heading 'Vos informations' and the submit button", () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 3, name: 'Vos informations' })).toBeInTheDocument();
    expect(submitButton()).toHaveAttribute('type', 'submit');
  });

  it('puts Monsieur and Madame in a fieldset whose legend is Civilité', () => {
    renderForm();
    const civility = group('Civilité');
    expect(civility.tagName).toBe('FIELDSET');
    expect(within(civility).getByText('Civilité').closest('legend')).not.toBeNull();
    expect(within(civility).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['m', 'mme']);
    expect(within(civility).getByRole('radio', { name: 'Monsieur' })).toHaveAttribute('name', 'civility');
    expect(within(civility).getByRole('radio', { name: 'Madame' })).toHaveAttribute('name', 'civility');
  });

  it('labels the first name field Prénom', () => {
    renderForm();
    expect(textbox('Prénom')).toHaveAttribute('name', 'firstName');
    expect(textbox('Prénom')).toHaveAttribute('autocomplete', 'given-name');
  });

  it('labels the last name field Nom', () => {
    renderForm();
    expect(textbox('Nom')).toHaveAttribute('name', 'lastName');
    expect(textbox('Nom')).toHaveAttribute('autocomplete', 'family-name');
  });

  it('labels the e-mail field Adresse e-mail, type email, autocomplete email', () => {
    renderForm();
    const email = textbox('Adresse e-mail');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
  });

  it('labels the phone field Téléphone, type tel, autocomplete tel', () => {
    renderForm();
    const phone = textbox('Téléphone');
    expect(phone).toHaveAttribute('name', 'phoneNumber');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });

  it('offers Futur résident, Proche and Parent under « Vous êtes »', () => {
    renderForm();
    const status = group('Vous êtes');
    const radios = within(status).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['future_resident', 'senior_child', 'senior_relative']);
    expect(within(status).getByRole('radio', { name: 'Futur résident' })).toHaveAttribute('name', 'status');
    expect(within(status).getByRole('radio', { name: 'Proche' })).toBeInTheDocument();
    expect(within(status).getByRole('radio', { name: 'Parent' })).toBeInTheDocument();
  });

  it('offers the seven ways the visitor heard of the residences in a select', () => {
    renderForm();
    expect(knowUs()).toHaveAttribute('name', 'knowUs');
    const labels = within(knowUs())
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(labels).toEqual(['Presse', 'Internet', 'Réseaux sociaux', 'Newsletter', 'Salons', 'Évènements de la résidence', 'Autre']);
  });

  it('sends the values the back end knows for the select options', () => {
    renderForm();
    const values = within(knowUs())
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(values).toEqual(['', 'press', 'internet', 'socials', 'newsletter', 'tradeFairs', 'event', 'other']);
  });

  it('offers only the priced housing types, as T1 to T4', () => {
    renderForm();
    const radios = within(housing()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['studio', 'one_room', 'two_room']);
    expect(within(housing()).getByRole('radio', { name: 'T1' })).toHaveAttribute('name', 'housingType');
    expect(within(housing()).getByRole('radio', { name: 'T3' })).toBeInTheDocument();
    expect(within(housing()).queryByRole('radio', { name: 'T4' })).not.toBeInTheDocument();
  });

  it('says beside each type what it means: studio, 2 pièces, 3 pièces', () => {
    renderForm();
    const radios = within(housing()).getAllByRole('radio');
    expect(radios.map((radio) => [radio.getAttribute('value'), radio.getAttribute('aria-describedby') && document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent])).toEqual([
      ['studio', 'studio'],
      ['one_room', '2 pièces'],
      ['two_room', '3 pièces'],
    ]);
    expect(within(housing()).getByRole('radio', { name: 'T2' })).toHaveAccessibleDescription('2 pièces');
  });

  it('offers T4 when three_room is priced', () => {
    const all = residence({ prices: { studio: 1000, one_room: 1200, two_room: 1500, three_room: 1900 } });
    renderForm(config({ residences: [all] }), all);
    expect(within(housing()).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['studio', 'one_room', 'two_room', 'three_room']);
    expect(within(housing()).getByRole('radio', { name: 'T4' })).toBeInTheDocument();
  });

  it('marks the promotional checkbox « (facultatif) »', () => {
    renderForm();
    expect(promotions()).toHaveAccessibleName(expect.stringContaining('(facultatif)'));
    expect(promotions()).toHaveAttribute('name', 'acceptPromotionalOffers');
    expect(promotions()).not.toBeRequired();
  });

  it('labels the GDPR checkbox with the configured HTML', () => {
    renderForm();
    const box = screen.getByRole('checkbox', { name: /J’accepte la politique de confidentialité/ });
    expect(box).toHaveAttribute('name', 'rgpd');
    expect(box).toBeRequired();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', 'https://exemple.fr/rgpd');
  });

  it('sanitizes the GDPR HTML', () => {
    const { container } = renderForm(config({ generalConditionsGdpr: 'J’accepte <b>tout</b><img src="x" onerror="alert(1)"><script>alert(2)</script>' }));
    expect(gdprCheckbox()).toHaveAccessibleName(expect.stringContaining('J’accepte tout'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('uses a French default consent sentence when none is configured', () => {
    renderForm(config({ generalConditionsGdpr: '' }));
    expect(gdprCheckbox()).toHaveAccessibleName(expect.stringContaining('J’accepte que mes données soient utilisées'));
  });

  it('starts with Monsieur, both boxes unticked and no answer in the select', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Monsieur' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Madame' })).not.toBeChecked();
    expect(promotions()).not.toBeChecked();
    expect(gdprCheckbox()).not.toBeChecked();
    expect(knowUs()).toHaveValue('');
    expect(within(group('Vous êtes')).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    expect(within(housing()).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('states the required mention before the first field', () => {
    renderForm();
    const mention = screen.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.');
    expect(mention.compareDocumentPosition(group('Civilité')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks each required control as required', () => {
    renderForm();
    for (const name of ['Prénom', 'Nom', 'Adresse e-mail', 'Téléphone']) expect(textbox(name)).toBeRequired();
    expect(knowUs()).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Futur résident' })).toBeRequired();
    expect(within(housing()).getByRole('radio', { name: 'T1' })).toBeRequired();
  });

  it('keeps focus on a radio, the select or a checkbox when it changes', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await user.click(within(housing()).getByRole('radio', { name: 'T2' }));
    expect(within(housing()).getByRole('radio', { name: 'T2' })).toHaveFocus();
    await user.selectOptions(knowUs(), 'Presse');
    expect(knowUs()).toHaveFocus();
    await user.click(promotions());
    expect(promotions()).toHaveFocus();
    expect(page.events).toEqual([]);
  });

  it('turns off the browser bubbles with novalidate', () => {
    renderForm();
    expect(submitButton().closest('form')).toHaveAttribute('novalidate');
  });
});

describe('step 1: errors', () => {
  it('shows no error before a field is touched', () => {
    renderForm();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Il y a un problème' })).not.toBeInTheDocument();
    expect(textbox('Prénom')).not.toHaveAttribute('aria-invalid');
  });

  it('shows no error while the visitor is still in the field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(textbox('Prénom'));
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('shows the error of an empty field once the visitor leaves it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(textbox('Prénom'));
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(textbox('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Prénom')).toHaveAccessibleDescription(REQUIRED);
    expect(textbox('Nom')).not.toHaveAttribute('aria-invalid');
  });

  it("says 'Cet email n’est pas valide' for a malformed address", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(textbox('Adresse e-mail'), 'jeanne@exemple');
    await user.tab();
    expect(await screen.findByText("Cet email n’est pas valide")).toBeInTheDocument();
    expect(textbox('Adresse e-mail')).toHaveAccessibleDescription(expect.stringContaining("Cet email n’est pas valide"));
  });

  describe('when the visitor leaves a field by pressing something below it', () => {
    const BAD_EMAIL = 'Cet email n’est pas valide';
    // Shown at once, the error would push what is pressed away from under the pointer before it is released.
    it.each([false, true])('shows its error only once the press has become a click, and the click counts (StrictMode: %s)', async (strict) => {
      const user = userEvent.setup();
      renderWizard({ config: config(), initial: { residence: residence() }, strict });
      await user.type(textbox('Adresse e-mail'), 'jeanne@');
      const madame = screen.getByRole('radio', { name: 'Madame' });
      await user.pointer({ keys: '[MouseLeft>]', target: madame });
      expect(textbox('Adresse e-mail')).not.toHaveFocus();
      expect(screen.queryByText(BAD_EMAIL)).not.toBeInTheDocument();
      await user.pointer({ keys: '[/MouseLeft]', target: madame });
      expect(madame).toBeChecked();
      expect(await screen.findByText(BAD_EMAIL)).toBeInTheDocument();
    });

    it('submits on a press of « Découvrir mon tarif » held down, then shows the summary', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.type(textbox('Adresse e-mail'), 'jeanne@');
      await user.pointer({ keys: '[MouseLeft>]', target: submitButton() });
      expect(screen.queryByText(BAD_EMAIL)).not.toBeInTheDocument();
      await user.pointer({ keys: '[/MouseLeft]', target: submitButton() });
      expect(await screen.findByRole('group', { name: 'Il y a un problème' })).toHaveTextContent(BAD_EMAIL);
    });
  });

  it('removes the error once the field is corrected', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(textbox('Adresse e-mail'), 'jeanne@exemple');
    await user.tab();
    await screen.findByText("Cet email n’est pas valide");
    await user.type(textbox('Adresse e-mail'), '.fr');
    await user.tab();
    expect(screen.queryByText("Cet email n’est pas valide")).not.toBeInTheDocument();
    expect(textbox('Adresse e-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('counts spaces alone as empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(textbox('Nom'), '   ');
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it("shows 'Ce champ est requis' beside every empty required field on submit", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    for (const name of ['Prénom', 'Nom', 'Adresse e-mail', 'Téléphone']) expect(textbox(name)).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    expect(knowUs()).toHaveAccessibleDescription(REQUIRED);
    expect(group('Vous êtes')).toHaveAccessibleDescription(REQUIRED);
    expect(housing()).toHaveAccessibleDescription(REQUIRED);
    const besideFields = screen.getAllByText(REQUIRED).filter((element) => !element.closest('.qw-summary'));
    expect(besideFields).toHaveLength(7);
  });

  it("shows 'Veuillez accepter les conditions' for the unticked GDPR box on submit", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('Veuillez accepter les conditions')).toBeInTheDocument();
    expect(gdprCheckbox()).toHaveAttribute('aria-invalid', 'true');
    expect(gdprCheckbox()).toHaveAccessibleDescription('Veuillez accepter les conditions');
  });

  it('never asks for the optional promotional box', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(promotions()).not.toHaveAttribute('aria-invalid');
    expect(within(summary()).queryByRole('link', { name: /offres et actualités/ })).not.toBeInTheDocument();
  });

  it('gives focus to the error summary titled « Il y a un problème » on a failed submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    expect(await screen.findByRole('group', { name: 'Il y a un problème' })).toHaveFocus();
    expect(within(summary()).getByRole('heading', { name: 'Il y a un problème' })).toBeInTheDocument();
  });

  it('gives focus back to the summary on every refused submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    await user.click(within(summary()).getByRole('link', { name: 'Prénom\u00a0: Ce champ est requis' }));
    await user.type(textbox('Prénom'), 'Jeanne');
    await user.click(submitButton());
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).queryByRole('link', { name: /Prénom/ })).not.toBeInTheDocument();
  });

  it('lists one link per error in the summary, in the order of the fields', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    const links = within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Prénom\u00a0: Ce champ est requis',
      'Nom\u00a0: Ce champ est requis',
      'Adresse e-mail\u00a0: Ce champ est requis',
      'Téléphone\u00a0: Ce champ est requis',
      'Vous êtes\u00a0: Ce champ est requis',
      'Comment nous avez-vous connus\u00a0? Ce champ est requis',
      'Type de logement\u00a0: Ce champ est requis',
      'Consentement\u00a0: Veuillez accepter les conditions',
    ]);
  });

  it('puts the summary at the top of the form', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    const box = await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(box.compareDocumentPosition(group('Civilité')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submitButton().closest('form')?.contains(box)).toBe(true);
  });

  it('focuses a text field from its summary link', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    await user.click(within(summary()).getByRole('link', { name: 'Téléphone\u00a0: Ce champ est requis' }));
    expect(textbox('Téléphone')).toHaveFocus();
  });

  it('focuses the first radio of a group from its summary link', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    await user.click(within(summary()).getByRole('link', { name: 'Vous êtes\u00a0: Ce champ est requis' }));
    expect(screen.getByRole('radio', { name: 'Futur résident' })).toHaveFocus();
  });

  it('focuses the select from its summary link', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    await user.click(within(summary()).getByRole('link', { name: /Comment nous avez-vous connus/ }));
    expect(knowUs()).toHaveFocus();
  });

  it('focuses the GDPR box from its summary link', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    await user.click(within(summary()).getByRole('link', { name: 'Consentement\u00a0: Veuillez accepter les conditions' }));
    expect(gdprCheckbox()).toHaveFocus();
  });

  it('marks every invalid control aria-invalid on submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    for (const name of ['Prénom', 'Nom', 'Adresse e-mail', 'Téléphone']) expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    expect(knowUs()).toHaveAttribute('aria-invalid', 'true');
    for (const radio of within(group('Vous êtes')).getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
    for (const radio of within(housing()).getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Monsieur' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the hint in the description of an invalid field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(textbox('Adresse e-mail')).toHaveAccessibleDescription(expect.stringContaining('prenom.nom@exemple.fr'));
  });

  it('sends nothing and stays on the form when the form is empty', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(page.requests).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
  });

  it('blocks the submit when only the housing type is missing', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user, { ...validVisitor, housing: undefined });
    await user.click(submitButton());
    const box = await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(within(box).getAllByRole('link').map((link) => link.textContent)).toEqual(['Type de logement\u00a0: Ce champ est requis']);
    expect(housing()).toHaveAccessibleDescription(REQUIRED);
    expect(page.requests).toEqual([]);
  });

  it('blocks the submit when only the main form is invalid', async () => {
    const user = userEvent.setup();
    const { page } = renderForm();
    await fillVisitorForm(user, { ...validVisitor, rgpd: false });
    await user.click(submitButton());
    const box = await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(within(box).getAllByRole('link').map((link) => link.textContent)).toEqual(['Consentement\u00a0: Veuillez accepter les conditions']);
    expect(page.requests).toEqual([]);
  });

  it('focuses the first radio of the housing group from its summary link', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillVisitorForm(user, { ...validVisitor, housing: undefined });
    await user.click(submitButton());
    await screen.findByRole('group', { name: 'Il y a un problème' });
    await user.click(within(summary()).getByRole('link', { name: 'Type de logement\u00a0: Ce champ est requis' }));
    expect(within(housing()).getByRole('radio', { name: 'T1' })).toHaveFocus();
  });
});

describe('step 1: a residence without an offer', () => {
  it("says 'Aucune offre n’est définie pour cette résidence.' at once", () => {
    renderForm(config(), nice());
    expect(screen.getByText("Aucune offre n’est définie pour cette résidence.")).toBeInTheDocument();
  });

  it('marks the housing group invalid at once', () => {
    renderForm(config(), nice());
    expect(housing()).toHaveAccessibleDescription("Aucune offre n’est définie pour cette résidence.");
    expect(within(housing()).getByRole('radio', { name: 'T4' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers only T4 when three_room is the only price', () => {
    renderForm(config(), nice());
    expect(within(housing()).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['three_room']);
  });

  it('refuses the submit even when everything is filled in', async () => {
    const user = userEvent.setup();
    const { page } = renderForm(config(), nice());
    await fillVisitorForm(user, { ...validVisitor, housing: 'T4' });
    await user.click(submitButton());
    const box = await screen.findByRole('group', { name: 'Il y a un problème' });
    expect(within(box).getByRole('link', { name: "Type de logement\u00a0: Aucune offre n’est définie pour cette résidence." })).toBeInTheDocument();
    expect(page.requests).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
  });

  it('shows no such message for a residence with a studio price only', () => {
    const studio = residence({ prices: { studio: 900 } });
    renderForm(config({ residences: [studio] }), studio);
    expect(screen.queryByText("Aucune offre n’est définie pour cette résidence.")).not.toBeInTheDocument();
    expect(housing()).not.toHaveAttribute('aria-describedby');
  });
});

describe('step 1: values are kept', () => {
  async function goBackAndReturn(user: ReturnType<typeof userEvent.setup>, residenceName: RegExp) {
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: /Rechercher sa résidence/ }));
    await user.click(within(await screen.findByRole('list', { name: 'Liste des résidences' })).getByRole('button', { name: residenceName }));
    await screen.findByRole('heading', { name: 'Vos informations' });
  }

  it('prefills every field when the visitor goes back to the search and returns', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillVisitorForm(user, { ...validVisitor, promotions: true });
    await goBackAndReturn(user, /Les Terrasses de la Croix-Rousse/);
    expect(screen.getByRole('radio', { name: 'Madame' })).toBeChecked();
    expect(textbox('Prénom')).toHaveValue('Jeanne');
    expect(textbox('Nom')).toHaveValue('Dupont');
    expect(textbox('Adresse e-mail')).toHaveValue('jeanne.dupont@exemple.fr');
    expect(textbox('Téléphone')).toHaveValue('06 12 34 56 78');
    expect(screen.getByRole('radio', { name: 'Proche' })).toBeChecked();
    expect(knowUs()).toHaveValue('internet');
    expect(promotions()).toBeChecked();
    expect(gdprCheckbox()).toBeChecked();
  });

  it('keeps the housing type when the same residence is chosen again', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillVisitorForm(user);
    await goBackAndReturn(user, /Les Terrasses de la Croix-Rousse/);
    expect(within(housing()).getByRole('radio', { name: 'T2' })).toBeChecked();
  });

  it('keeps the typed values when the visitor picks another residence', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillVisitorForm(user, { firstName: 'Jeanne', email: 'jeanne@exemple.fr' });
    await goBackAndReturn(user, /La Villa des Lices/);
    expect(screen.getByText('La Villa des Lices', { selector: 'strong' })).toBeInTheDocument();
    expect(textbox('Prénom')).toHaveValue('Jeanne');
    expect(textbox('Adresse e-mail')).toHaveValue('jeanne@exemple.fr');
  });

  it('drops a housing type the new residence has no price for', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillVisitorForm(user, { housing: 'T3' });
    await goBackAndReturn(user, /La Villa des Lices/);
    expect(within(housing()).queryByRole('radio', { name: 'T3' })).not.toBeInTheDocument();
    expect(within(housing()).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("goes back to the search with 'Changer de résidence'", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Changer de résidence' }));
    expect(await screen.findByRole('searchbox', { name: 'Rechercher une résidence' })).toBeInTheDocument();
  });
});
