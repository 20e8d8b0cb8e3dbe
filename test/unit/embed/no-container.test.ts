import { reportMissingContainer } from '../../../src/embed/no-container';

/** The page as an editor left it, then the console's warnings once it has loaded. */
function warningsFor(html: string): string[] {
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  warnings.mockClear();
  document.body.innerHTML = html;
  reportMissingContainer(document);
  return warnings.mock.calls.map((call) => call.join(' '));
}

const SCRIPT = '<script type="application/json" id="quote-wizard-config">{"residences": []}</script>';
const NO_CONTAINER =
  '[QuoteWizard] la page a un script de configuration #quote-wizard-config mais aucun élément data-quote-wizard où afficher le simulateur\u00a0: ajoutez <div data-quote-wizard></div> là où il doit paraître';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reportMissingContainer', () => {
  it('says that a configuration script has no container to show the widget in', () => {
    expect(warningsFor(`${SCRIPT}<main><p>Devis</p></main>`)).toEqual([NO_CONTAINER]);
  });

  it('names the element whose attribute comes close to data-quote-wizard', () => {
    expect(warningsFor(`${SCRIPT}<main><div data-quote-wizzard></div></main>`)).toEqual([`${NO_CONTAINER} (un élément porte data-quote-wizzard\u00a0: vérifiez l’orthographe)`]);
  });

  it('says nothing when a container is there, or a widget was mounted by code, or there is no configuration script', () => {
    expect(warningsFor(`${SCRIPT}<div data-quote-wizard></div>`)).toEqual([]);
    expect(warningsFor(`${SCRIPT}<div data-quote-wizard-mounted></div>`)).toEqual([]);
    expect(warningsFor('<div data-quote-wizzard></div>')).toEqual([]);
  });
});
