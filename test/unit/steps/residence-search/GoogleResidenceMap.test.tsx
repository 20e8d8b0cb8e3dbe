import { screen, waitFor, within } from '@testing-library/react';
import { config, renderWizard } from '../../support/render';

jest.mock('@googlemaps/js-api-loader', () => ({
  setOptions: jest.fn(),
  importLibrary: jest.fn(() => Promise.reject(new Error('script refused'))),
}));

describe('step 0 with a Google Maps key that does not load', () => {
  it('keeps the built-in map so the visitor can still choose on a map', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = renderWizard({ config: config({ mapsApiKey: 'cle-de-test' }) });
    await waitFor(() => expect(page.events.map((event) => event.name)).toContain('quote-wizard:error'));
    const map = screen.getByRole('group', { name: 'Carte des résidences en France' });
    expect(within(map).getAllByRole('button')).toHaveLength(3);
  });

  it("emits 'quote-wizard:error' of kind maps after the retries", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = renderWizard({ config: config({ mapsApiKey: 'cle-de-test' }) });
    await waitFor(() => expect(page.events).toContainEqual({ name: 'quote-wizard:error', detail: { kind: 'maps', message: expect.stringContaining('Google Maps') } }));
    // One line per failed attempt: the first load and its three retries.
    expect(errors).toHaveBeenCalledTimes(4);
    for (const call of errors.mock.calls) expect(call[0]).toBe('[QuoteWizard]');
  });
});
