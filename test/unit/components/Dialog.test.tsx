import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../../src/components/Dialog';

function renderDialog(open: boolean, onClose = jest.fn()) {
  const result = render(
    <Dialog titleId="titre" open={open} onClose={onClose}>
      <h4 id="titre" tabIndex={-1}>
        Merci
      </h4>
      <a href="/plus">En savoir plus</a>
      <button type="button" data-autofocus="" onClick={onClose}>
        Fermer
      </button>
    </Dialog>,
  );
  return { onClose, ...result };
}

describe('Dialog (jsdom has no showModal: the open attribute is the fallback)', () => {
  it('renders nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', () => {
    renderDialog(true);
    const dialog = screen.getByRole('dialog', { name: 'Merci' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
  });

  it('moves focus to the marked control on open', () => {
    renderDialog(true);
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('moves focus to its title instead when the marked control scrolled its beginning out of sight', () => {
    // jsdom lays nothing out: the dialog reads as scrolled, as a dialog taller than the window is once its last
    // button has the focus.
    const scrolled = jest.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'DIALOG' ? 120 : 0;
    });
    const set = jest.spyOn(HTMLElement.prototype, 'scrollTop', 'set');
    try {
      renderDialog(true);
      expect(screen.getByRole('heading', { name: 'Merci' })).toHaveFocus();
      expect(set).toHaveBeenCalledWith(0);
    } finally {
      scrolled.mockRestore();
      set.mockRestore();
    }
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('wraps Tab from the last control to the first', async () => {
    const user = userEvent.setup();
    renderDialog(true);
    await user.tab();
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveFocus();
  });

  it('wraps Shift+Tab from the first control to the last', async () => {
    const user = userEvent.setup();
    renderDialog(true);
    screen.getByRole('link', { name: 'En savoir plus' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('removes the open attribute when closed', () => {
    const { rerender } = renderDialog(true);
    const dialog = screen.getByRole('dialog');
    rerender(
      <Dialog titleId="titre" open={false} onClose={() => undefined}>
        <h4 id="titre" tabIndex={-1}>
        Merci
      </h4>
      </Dialog>,
    );
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
