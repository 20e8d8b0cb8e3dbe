import { act } from '@testing-library/react';
import { mount, type WizardHandle } from '../../../src/embed/mount';

let handles: WizardHandle[] = [];

/** Mounts the first element of `html` without any option, and returns the console error it logged. */
function errorOfMount(html: string): string {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = html;
  act(() => {
    handles.push(mount(document.body.firstElementChild as HTMLElement));
  });
  expect(errors).toHaveBeenCalledTimes(1);
  expect(errors.mock.calls[0][0]).toBe('[QuoteWizard]');
  return String(errors.mock.calls[0][1]);
}

afterEach(() => {
  act(() => handles.forEach((handle) => handle.unmount()));
  handles = [];
  document.body.innerHTML = '';
});

describe('mount() without any configuration', () => {
  it('names the element by its id, as the page has it', () => {
    expect(errorOfMount('<div id="devis"></div>')).toContain('Le simulateur de devis #devis ne peut pas démarrer');
  });

  it('names an element mounted by code by its class when it has no id', () => {
    expect(errorOfMount('<section class="quote"></section>')).toContain('Le simulateur de devis <section class="quote"> ne peut pas démarrer');
  });

  it('says the residences can be passed to mount() or to the React component', () => {
    const message = errorOfMount('<section class="quote"></section>');
    expect(message).toContain('aucune résidence reçue\u00a0: passez-les à mount(element, { residences }) ou au composant React');
    expect(message).not.toContain('[data-quote-wizard]');
  });

  it('still points an editor’s container to the configuration script first', () => {
    const message = errorOfMount('<div data-quote-wizard></div>');
    expect(message).toContain('Le simulateur de devis «\u00a0widget n°1\u00a0» ne peut pas démarrer');
    expect(message).toContain('aucun script de configuration trouvé\u00a0: ajoutez à la page <script type="application/json" id="quote-wizard-config">');
  });
});
