import { importLibrary } from '@googlemaps/js-api-loader';
import { act, render, waitFor } from '@testing-library/react';
import type { MapTexts } from '../../../../src/components/map/FranceMap';
import type { Residence } from '../../../../src/domain/residence';
import { GoogleResidenceMap } from '../../../../src/steps/residence-search/GoogleResidenceMap';
import { createHoverStore, type HoverStore } from '../../../../src/store/hover-store';
import { PageProvider } from '../../../../src/store/page';
import { FakeAnimation, FakeMap, FakeMarker, fakeImportLibrary, forbidGoogleGlobal, resetFakeGoogle } from '../../support/fake-google-maps';
import { config, deferred, fakePage, type FakePage } from '../../support/render';

jest.mock('@googlemaps/js-api-loader', () => ({ setOptions: jest.fn(), importLibrary: jest.fn() }));

const residences = config().residences;
const texts: MapTexts = {
  point: (residence) => `Résidence ${residence.name}`,
  cluster: (list) => `${list.length} résidences`,
  count: (count) => `${count} résidences`,
  reset: 'Toute la France',
  placeTitle: (count) => `${count} résidences`,
  close: 'Fermer',
};

interface Props {
  onChoose?: (residence: Residence) => void;
  hover?: HoverStore;
  shown?: readonly Residence[];
}

let page: FakePage;
let googleGlobal: ReturnType<typeof forbidGoogleGlobal>;

function mapWith({ onChoose = jest.fn(), hover = createHoverStore(), shown = residences }: Props = {}) {
  return (
    <PageProvider value={page}>
      <GoogleResidenceMap apiKey="cle-de-test" label="Carte" residences={shown} selectedId={null} hover={hover} texts={texts} onChoose={onChoose} />
    </PageProvider>
  );
}

const markerOf = (residence: Residence) => {
  const marker = FakeMarker.made.find((made) => made.options.title === texts.point(residence));
  if (!marker) throw new Error(`no marker for ${residence.name}`);
  return marker;
};

beforeEach(() => {
  resetFakeGoogle();
  page = fakePage();
  jest.mocked(importLibrary).mockImplementation(fakeImportLibrary as typeof importLibrary);
  googleGlobal = forbidGoogleGlobal();
});

afterEach(() => googleGlobal.restore());

describe('the markers of the Google map', () => {
  it("come from the loader's marker library, one per residence, named and focusable, with no page global read", async () => {
    render(mapWith());
    await waitFor(() => expect(FakeMarker.made).toHaveLength(residences.length));
    expect(jest.mocked(importLibrary).mock.calls.map(([name]) => name).sort()).toEqual(['maps', 'marker']);
    expect(FakeMap.made).toHaveLength(1);
    for (const residence of residences) {
      expect(markerOf(residence).map).toBe(FakeMap.made[0]);
      expect(markerOf(residence).options.optimized).toBe(false);
    }
    expect(googleGlobal.reads()).toBe(0);
    expect(page.events).toEqual([]);
  });

  it('bounce, with the library’s animation, while their residence is under the pointer', async () => {
    const hover = createHoverStore();
    render(mapWith({ hover }));
    await waitFor(() => expect(FakeMarker.made).toHaveLength(residences.length));
    act(() => hover.getState().set(residences[1].id));
    expect(markerOf(residences[1]).animation).toBe(FakeAnimation.BOUNCE);
    expect(markerOf(residences[0]).animation).toBeNull();
    expect(googleGlobal.reads()).toBe(0);
  });

  it('call the latest onChoose and hover store, not those of the render that made them', async () => {
    const [firstChoose, latestChoose] = [jest.fn(), jest.fn()];
    const [firstHover, latestHover] = [createHoverStore(), createHoverStore()];
    const { rerender } = render(mapWith({ onChoose: firstChoose, hover: firstHover }));
    await waitFor(() => expect(FakeMarker.made).toHaveLength(residences.length));
    rerender(mapWith({ onChoose: latestChoose, hover: latestHover }));

    act(() => markerOf(residences[2]).fire('mouseover'));
    expect(latestHover.getState().id).toBe(residences[2].id);
    expect(firstHover.getState().id).toBeNull();
    act(() => markerOf(residences[2]).fire('click'));
    expect(latestChoose).toHaveBeenCalledWith(residences[2]);
    expect(firstChoose).not.toHaveBeenCalled();
    // One marker per residence still: new callbacks do not rebuild them.
    expect(FakeMarker.made).toHaveLength(residences.length);
  });

  it('follow the search: a residence no longer shown loses its marker and its handlers', async () => {
    const { rerender } = render(mapWith());
    await waitFor(() => expect(FakeMarker.made).toHaveLength(residences.length));
    rerender(mapWith({ shown: residences.slice(0, 1) }));
    expect(markerOf(residences[1]).map).toBeNull();
    expect(markerOf(residences[1]).attachedHandlers()).toBe(0);
    expect(markerOf(residences[0]).map).toBe(FakeMap.made[0]);
  });

  it('do nothing once the map is unmounted, even for an event Google had already queued', async () => {
    const onChoose = jest.fn();
    const hover = createHoverStore();
    const { unmount } = render(mapWith({ onChoose, hover }));
    await waitFor(() => expect(FakeMarker.made).toHaveLength(residences.length));
    unmount();
    for (const marker of FakeMarker.made) {
      expect(marker.map).toBeNull();
      expect(marker.attachedHandlers()).toBe(0);
      marker.fireLate('mouseover');
      marker.fireLate('click');
    }
    expect(onChoose).not.toHaveBeenCalled();
    expect(hover.getState().id).toBeNull();
    expect(page.events).toEqual([]);
  });

  it('are never made when the map is unmounted before Google answers', async () => {
    const answer = deferred<unknown>();
    let libraryRead = false;
    const late = {
      get Map() {
        libraryRead = true;
        return FakeMap;
      },
      Marker: FakeMarker,
      Animation: FakeAnimation,
    };
    jest.mocked(importLibrary).mockImplementation((() => answer.promise) as typeof importLibrary);
    const { unmount } = render(mapWith());
    await waitFor(() => expect(importLibrary).toHaveBeenCalled());
    unmount();
    answer.resolve(late);
    await waitFor(() => expect(libraryRead).toBe(true));
    // A task boundary: every promise callback queued behind the answer has run by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(FakeMap.made).toEqual([]);
    expect(FakeMarker.made).toEqual([]);
  });

  it('has its late load failure say nothing once the map is unmounted', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = deferred<unknown>();
    jest.mocked(importLibrary).mockImplementation((() => answer.promise) as typeof importLibrary);
    const { unmount } = render(mapWith());
    await waitFor(() => expect(importLibrary).toHaveBeenCalled());
    unmount();
    answer.reject(new Error('late failure'));
    // The loader's last line: after it, only the component's handling of the failure is left to run.
    await waitFor(() => expect(errors).toHaveBeenLastCalledWith('[QuoteWizard]', expect.stringContaining('after 4 attempts')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(page.events).toEqual([]);
  });
});
