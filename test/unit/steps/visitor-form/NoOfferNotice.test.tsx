import { screen, within } from '@testing-library/react';
import { config, renderWizard, residence } from '../../support/render';

const NOTICE = 'Le devis en ligne n’est pas disponible pour cette résidence.';
const PHONE = '01 23 45 67 89';
// Only a three_room (T4) price: the rule asks for a T1, T2 or T3 one.
const t4Only = residence({ id: 'nice', name: 'Le Domaine des Oliviers', prices: { three_room: 3100 } });
const t1Only = residence({ prices: { studio: 1250 } });

const notice = () => screen.queryByText(/Le devis en ligne n’est pas disponible/);

describe.each([
  ['', false],
  [' under StrictMode', true],
])('step 1: the notice above the form of a residence that cannot be quoted online%s', (_, strict) => {
  const renderForm = (chosen = t4Only, phone?: string) => renderWizard({ config: config({ residences: [chosen], contactPhone: phone }), initial: { residence: chosen }, strict });

  it('says the online quote is not available, as a status rather than an error', () => {
    renderForm();
    expect(notice()).toHaveTextContent(NOTICE, { normalizeWhitespace: true });
    expect(notice()).toHaveAttribute('role', 'status');
    expect(notice()?.closest('[role="alert"]')).toBeNull();
  });

  it('comes before the first field and before the required mention', () => {
    renderForm();
    const first = screen.getByRole('radio', { name: 'Monsieur' });
    const mention = screen.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.');
    for (const later of [first, mention]) expect(notice()?.compareDocumentPosition(later)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('invites the visitor to call the configured number, a link that dials it', () => {
    renderForm(t4Only, PHONE);
    expect(notice()).toHaveTextContent(`${NOTICE} Pour connaître ses tarifs, appelez-nous au ${PHONE}.`);
    expect(within(notice() as HTMLElement).getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:0123456789');
  });

  it('offers no number when none is configured', () => {
    renderForm();
    expect(notice()).toHaveTextContent(NOTICE);
    expect(notice()).not.toHaveTextContent(/appelez-nous/);
    expect(within(notice() as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is absent for a residence with a T1 price, even with a number configured', () => {
    renderForm(t1Only, PHONE);
    expect(screen.getByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
    expect(screen.queryByText(/appelez-nous/)).not.toBeInTheDocument();
  });
});
