import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QuoteWizard } from '../../../src/index';

const residences = [{ id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: true, position: { positionX: 32, positionY: 27 }, prices: { studio: 990 } }];
const page = (
  <StrictMode>
    <main>
      <h1>Nos résidences</h1>
      <QuoteWizard id="devis" className="devis" config={{ residences }} />
    </main>
  </StrictMode>
);

describe('server rendering and hydration', () => {
  it('renders the container only on the server', () => {
    expect(renderToString(page)).toBe('<main><h1>Nos résidences</h1><div id="devis" class="devis"></div></main>');
  });

  it('hydrates the server HTML without a warning, then starts the widget in the container', async () => {
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    const recoverable = jest.fn();
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(page);
    document.body.append(holder);
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(holder, page, { onRecoverableError: recoverable });
    });
    expect(holder.querySelector('#devis > quote-wizard-root')?.shadowRoot?.textContent).toContain('La Villa des Lices');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    await act(async () => root.unmount());
    holder.remove();
  });
});
