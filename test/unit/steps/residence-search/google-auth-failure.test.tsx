import { act, screen, waitFor, within } from '@testing-library/react';
import { importLibrary } from '@googlemaps/js-api-loader';
import { FakeMap, fakeImportLibrary, resetFakeGoogle } from '../../support/fake-google-maps';
import { config, renderWizard } from '../../support/render';

jest.mock('@googlemaps/js-api-loader', () => ({ setOptions: jest.fn(), importLibrary: jest.fn() }));

type WithHandler = Window & { gm_authFailure?: () => void };
const page = window as WithHandler;
const withKey = config({ mapsApiKey: 'cle-refusee' });
const MAP_NAME = 'Carte des résidences en France';

beforeEach(() => {
  resetFakeGoogle();
  jest.mocked(importLibrary).mockImplementation(fakeImportLibrary as typeof importLibrary);
  // React reports the error the map's boundary caught on the console, beside the widget's own lines.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete page.gm_authFailure;
});

/** Google's map is on screen in `scope`: its region, and no built-in map. */
async function googleMapShown(scope: HTMLElement) {
  await waitFor(() => expect(within(scope).getByRole('region', { name: MAP_NAME })).not.toHaveClass('qw-gmap--loading'));
  expect(within(scope).queryByRole('group', { name: MAP_NAME })).toBeNull();
}

describe('a Maps key Google refuses', () => {
  it('gives way to the built-in map and reports a maps error', async () => {
    const { page: fake, container } = renderWizard({ config: withKey });
    await googleMapShown(container);
    act(() => page.gm_authFailure?.());
    const builtIn = await screen.findByRole('group', { name: MAP_NAME });
    expect(within(builtIn).getAllByRole('button')).toHaveLength(withKey.residences.length);
    expect(screen.queryByRole('region', { name: MAP_NAME })).toBeNull();
    expect(fake.events).toEqual([{ name: 'quote-wizard:error', detail: { kind: 'maps', message: expect.stringContaining('gm_authFailure') } }]);
  });

  it('tells whoever set the key, in French and once, what to mend', async () => {
    const { container } = renderWizard({ config: withKey });
    await googleMapShown(container);
    act(() => page.gm_authFailure?.());
    await screen.findByRole('group', { name: MAP_NAME });
    const ours = jest.mocked(console.error).mock.calls.filter((call) => call[0] === '[QuoteWizard]');
    expect(ours).toEqual([
      [
        'Simulateur de devis #devis\u00a0: Google Maps refuse la clé «\u00a0mapsApiKey\u00a0» (data-maps-api-key)\u00a0: la carte intégrée la remplace. Vérifiez dans Google Cloud que cette clé est active, qu’elle permet l’API Maps JavaScript et qu’elle accepte l’adresse de ce site.',
        expect.objectContaining({ name: 'MapsAuthError' }),
      ],
    ].map((line) => ['[QuoteWizard]', ...line]));
  });

  it('is heard by both widgets of a page, then by the host’s own handler, which is back once both are gone', async () => {
    const host = jest.fn();
    page.gm_authFailure = host;
    const first = renderWizard({ config: withKey });
    const second = renderWizard({ config: withKey });
    await googleMapShown(first.container);
    await googleMapShown(second.container);
    expect(FakeMap.made).toHaveLength(2);

    act(() => page.gm_authFailure?.());
    for (const widget of [first, second]) {
      await within(widget.container).findByRole('group', { name: MAP_NAME });
      expect(widget.page.events.map((event) => event.name)).toEqual(['quote-wizard:error']);
    }
    expect(host).toHaveBeenCalledTimes(1);

    first.unmount();
    second.unmount();
    expect(page.gm_authFailure).toBe(host);
  });

  it('after the widget is gone, is no longer ours to hear', async () => {
    const { page: fake, container, unmount } = renderWizard({ config: withKey });
    await googleMapShown(container);
    unmount();
    expect('gm_authFailure' in page).toBe(false);
    expect(fake.events).toEqual([]);
  });
});
