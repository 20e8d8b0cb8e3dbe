// A host project's test, as one is written without any Jest setting for the package: CommonJS, jsdom.
const { act, createElement } = require('react');
const { createRoot } = require('react-dom/client');
const { QuoteWizard, mount } = require('quote-wizard');

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const residences = [{ id: 'rennes', name: 'La Villa des Lices', region: 'Bretagne', isOpen: true, position: { positionX: 32, positionY: 27 }, prices: { studio: 990 } }];
const shadowText = (container) => container.querySelector('quote-wizard-root')?.shadowRoot?.textContent ?? '';

let errors;
beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  document.body.innerHTML = '';
});

test('the component renders the wizard', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(QuoteWizard, { id: 'devis', config: { residences } })));
  expect(shadowText(container)).toContain('Votre devis personnalisé en quelques clics');
  expect(shadowText(container)).toContain('La Villa des Lices');
  await act(async () => root.unmount());
  expect(container.innerHTML).toBe('');
});

test('mount() and unmount() leave the container as found', async () => {
  document.body.innerHTML = '<div id="devis"><p>Appelez-nous.</p></div>';
  const element = document.getElementById('devis');
  let handle;
  await act(async () => {
    handle = mount(element, { residences });
  });
  expect(shadowText(element)).toContain('La Villa des Lices');
  expect(element.querySelector('p').hidden).toBe(true);
  await act(async () => handle.unmount());
  expect(element.outerHTML).toBe('<div id="devis"><p>Appelez-nous.</p></div>');
});
