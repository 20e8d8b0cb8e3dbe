import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from '../../../src/forms/ErrorSummary';

const ITEMS = [
  { target: 'f-firstName', label: 'Prénom', message: 'Ce champ est requis' },
  { target: 'f-rgpd', label: 'Consentement', message: 'Veuillez accepter les conditions' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary id="s" title="Il y a un problème" items={[]} onFocusField={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a group named by its heading « Il y a un problème »', () => {
    render(<ErrorSummary id="s" title="Il y a un problème" items={ITEMS} onFocusField={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Il y a un problème' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { name: 'Il y a un problème' })).toBeInTheDocument();
  });

  it('has one link per error, label then message', () => {
    render(<ErrorSummary id="s" title="Il y a un problème" items={ITEMS} onFocusField={() => undefined} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Prénom\u00a0: Ce champ est requis', 'Consentement\u00a0: Veuillez accepter les conditions']);
    expect(screen.getByRole('link', { name: /Prénom/ })).toHaveAttribute('href', '#f-firstName');
  });

  it('asks to focus the field of a clicked link', async () => {
    const user = userEvent.setup();
    const onFocusField = jest.fn();
    render(<ErrorSummary id="s" title="Il y a un problème" items={ITEMS} onFocusField={onFocusField} />);
    await user.click(screen.getByRole('link', { name: /Consentement/ }));
    expect(onFocusField).toHaveBeenCalledWith('f-rgpd');
  });
});
