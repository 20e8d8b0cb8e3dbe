import { importLibrary } from '@googlemaps/js-api-loader';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import type { MapTexts } from '../../../../src/components/map/FranceMap';
import type { Residence } from '../../../../src/domain/residence';
import { GoogleResidenceMap } from '../../../../src/steps/residence-search/GoogleResidenceMap';
import { createHoverStore, type HoverStore } from '../../../../src/store/hover-store';
import { PageProvider } from '../../../../src/store/page';
import { GEO_MAX_CLUSTER_ZOOM, geoClusters } from '../../../../src/map/geo-clusters';
import { positionToLatLng } from '../../../../src/map/projection';
import { FakeAnimation, FakeMap, FakeMarker, fakeImportLibrary, forbidGoogleGlobal, resetFakeGoogle, shownMarkers } from '../../support/fake-google-maps';
import { config, deferred, fakePage, residence, type FakePage } from '../../support/render';

jest.mock('@googlemaps/js-api-loader', () => ({ setOptions: jest.fn(), importLibrary: jest.fn() }));

const residences = config().residences;
const texts: MapTexts = {
  point: (residence) => `Résidence ${residence.name}`,
  cluster: (list, zooms) => `${list.length} résidences${zooms ? '' : ' à cet endroit'}`,
  count: (count) => `${count} résidences`,
  reset: 'Toute la France',
  placeTitle: (count) => `${count} résidences ici`,
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
    expect(FakeMap.made[0].listeners.attached()).toBe(0);
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

/** A thousand residences spread over France in no order, in seven regions. */
const many = Array.from({ length: 1000 }, (_, index) =>
  residence({ id: `r${index}`, name: `Résidence ${index}`, region: `Région ${index % 7}`, position: { positionX: (index * 37) % 97, positionY: (index * 53) % 89 } }),
);
const clusterMarkers = () => shownMarkers().filter((marker) => marker.count() !== null);
/** A cluster's count, written with French digit grouping. */
const countOf = (marker: FakeMarker) => Number((marker.count() ?? '').replace(/\s/g, ''));
/** Which residences a shown marker stands for, read back from the names the test's texts give. */
const residencesOf = (marker: FakeMarker) => (marker.count() === null ? 1 : countOf(marker));

describe('the clusters of the Google map', () => {
  it('group a thousand residences into a few dozen markers, each cluster showing and naming its count', async () => {
    render(mapWith({ shown: many }));
    await waitFor(() => expect(shownMarkers().length).toBeGreaterThan(0));
    const shown = shownMarkers();
    expect(shown.length).toBeLessThan(100);
    expect(clusterMarkers().length).toBeGreaterThan(0);
    expect(shown.reduce((sum, marker) => sum + residencesOf(marker), 0)).toBe(many.length);
    for (const marker of clusterMarkers()) {
      expect(marker.title).toBe(`${countOf(marker)} résidences`);
      expect(marker.options.optimized).toBe(false);
      // jsdom computes no custom property: the theme's own default colour.
      expect(marker.options.icon?.fillColor).toBe('#1d5b79');
    }
    expect(googleGlobal.reads()).toBe(0);
  });

  it('are made once under StrictMode, which runs their effects twice, with one listener for Google’s idle', async () => {
    render(<StrictMode>{mapWith({ shown: many })}</StrictMode>);
    await waitFor(() => expect(shownMarkers().length).toBeGreaterThan(0));
    expect(shownMarkers().reduce((sum, marker) => sum + residencesOf(marker), 0)).toBe(many.length);
    // Its effects run twice, so two maps may be made: the one kept is the last.
    const map = FakeMap.made[FakeMap.made.length - 1];
    expect(map.listeners.attached()).toBe(1);
    act(() => map.settle());
    expect(shownMarkers().reduce((sum, marker) => sum + residencesOf(marker), 0)).toBe(many.length);
  });

  it('zoom in on a cluster chosen, and part it once Google has moved there', async () => {
    render(mapWith({ shown: many }));
    await waitFor(() => expect(clusterMarkers().length).toBeGreaterThan(0));
    const map = FakeMap.made[0];
    const cluster = clusterMarkers().sort((a, b) => countOf(a) - countOf(b))[0];
    const count = countOf(cluster);
    act(() => cluster.fire('click'));
    expect(map.zoom).toBeGreaterThan(5);
    expect(map.center).toEqual(cluster.options.position);
    const { lat, lng } = cluster.options.position ?? { lat: 0, lng: 0 };
    act(() => map.settle(map.zoom, { west: lng - 0.5, east: lng + 0.5, south: lat - 0.5, north: lat + 0.5 }));
    expect(cluster.map).toBeNull();
    expect(cluster.attachedHandlers()).toBe(0);
    // Its residences now show in more than one marker, which together still hold them all.
    const near = shownMarkers().filter((marker) => {
      const position = marker.options.position ?? { lat: 90, lng: 0 };
      return Math.abs(position.lat - lat) < 0.5 && Math.abs(position.lng - lng) < 0.5;
    });
    expect(near.length).toBeGreaterThan(1);
    expect(near.reduce((sum, marker) => sum + residencesOf(marker), 0)).toBeGreaterThanOrEqual(count);
  });

  it('give the focus to the map when the cluster chosen with the keyboard goes, and leave it alone otherwise', async () => {
    render(
      <>
        <button type="button">Ailleurs sur la page</button>
        {mapWith({ shown: many })}
      </>,
    );
    await waitFor(() => expect(clusterMarkers().length).toBeGreaterThan(0));
    const map = FakeMap.made[0];
    // Google draws each marker as an element inside the map: a button stands in for the cluster's.
    const drawn = (marker: FakeMarker) => {
      marker.element = document.createElement('button');
      map.getDiv().append(marker.element);
      return marker;
    };
    const first = drawn(clusterMarkers()[0]);
    first.element?.focus();
    act(() => first.fire('click'));
    act(() => map.settle());
    expect(first.map).toBeNull();
    expect(document.activeElement).toBe(map.getDiv());
    expect(map.getDiv()).toHaveAttribute('role', 'region');

    // Chosen with the pointer while the focus is elsewhere, the focus stays where it was.
    const second = drawn(clusterMarkers()[0]);
    const elsewhere = document.querySelector('button');
    elsewhere?.focus();
    act(() => second.fire('click'));
    act(() => map.settle());
    expect(second.map).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('make markers only around the part in view once zoomed in', async () => {
    render(mapWith({ shown: many }));
    await waitFor(() => expect(shownMarkers().length).toBeGreaterThan(0));
    const { lat, lng } = positionToLatLng(50, 50);
    act(() => FakeMap.made[0].settle(GEO_MAX_CLUSTER_ZOOM + 1, { west: lng - 0.2, east: lng + 0.2, south: lat - 0.2, north: lat + 0.2 }));
    const shown = shownMarkers();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(many.length / 10);
    for (const marker of shown) {
      expect(marker.count()).toBeNull();
      // Within the box widened by half of it on every side.
      expect(Math.abs((marker.options.position?.lat ?? 90) - lat)).toBeLessThanOrEqual(0.4);
      expect(Math.abs((marker.options.position?.lng ?? 180) - lng)).toBeLessThanOrEqual(0.4);
    }
  });

  it('bounce the cluster that holds the residence under the pointer, then its own pin once it has one', async () => {
    const hover = createHoverStore();
    render(mapWith({ shown: many, hover }));
    await waitFor(() => expect(clusterMarkers().length).toBeGreaterThan(0));
    // Which residences a cluster holds, from the same grouping the map made at its opening zoom.
    const grouped = geoClusters(many)(null, 5).find((item) => item.residences.length > 1);
    const cluster = clusterMarkers().find((marker) => JSON.stringify(marker.options.position) === JSON.stringify(grouped?.position));
    const inside = grouped?.residences[1];
    if (!cluster || !inside) throw new Error('no cluster at the opening zoom');
    act(() => hover.getState().set(inside.id));
    expect(cluster.animation).toBe(FakeAnimation.BOUNCE);
    expect(shownMarkers().filter((marker) => marker.animation !== null)).toEqual([cluster]);

    const { lat, lng } = positionToLatLng(inside.position.positionX, inside.position.positionY);
    act(() => FakeMap.made[0].settle(GEO_MAX_CLUSTER_ZOOM + 1, { west: lng - 0.2, east: lng + 0.2, south: lat - 0.2, north: lat + 0.2 }));
    expect(markerOf(inside).animation).toBe(FakeAnimation.BOUNCE);
    expect(shownMarkers().filter((marker) => marker.animation !== null)).toEqual([markerOf(inside)]);
    act(() => hover.getState().set(null));
    expect(shownMarkers().filter((marker) => marker.animation !== null)).toEqual([]);
  });

  it('hand the hover every residence of the cluster under the pointer, for their entries to light up', async () => {
    const hover = createHoverStore();
    render(mapWith({ shown: many, hover }));
    await waitFor(() => expect(clusterMarkers().length).toBeGreaterThan(0));
    const cluster = clusterMarkers()[0];
    act(() => cluster.fire('mouseover'));
    expect(hover.getState().id).toBeNull();
    expect(hover.getState().group).toHaveLength(residencesOf(cluster));
    act(() => cluster.fire('mouseout'));
    expect(hover.getState().group).toEqual([]);
  });

  it('follow the search: the clusters of residences no longer shown go, with their handlers', async () => {
    const { rerender } = render(mapWith({ shown: many }));
    await waitFor(() => expect(clusterMarkers().length).toBeGreaterThan(0));
    const before = clusterMarkers();
    rerender(mapWith({ shown: many.slice(0, 2) }));
    expect(shownMarkers().reduce((sum, marker) => sum + residencesOf(marker), 0)).toBe(2);
    for (const marker of before.filter((entry) => entry.map === null)) expect(marker.attachedHandlers()).toBe(0);
    expect(before.some((marker) => marker.map === null)).toBe(true);
  });
});

describe('a cluster of the Google map at one spot', () => {
  const spot = { positionX: 40, positionY: 40 };
  const twins = [
    residence({ id: 'tilleuls', name: 'Les Tilleuls', position: spot }),
    residence({ id: 'charmes', name: 'Les Charmes', position: spot }),
    residence({ id: 'loin', name: 'Le Lointain', position: { positionX: 80, positionY: 80 } }),
  ];
  const listOf = () => screen.queryByRole('group', { name: '2 résidences ici' });

  it.each([false, true])('lists its residences over the map when chosen, the first one focused, instead of zooming in (StrictMode: %s)', async (strict) => {
    const onChoose = jest.fn();
    const map = mapWith({ shown: twins, onChoose });
    render(strict ? <StrictMode>{map}</StrictMode> : map);
    await waitFor(() => expect(clusterMarkers()).toHaveLength(1));
    const [cluster] = clusterMarkers();
    expect(cluster.options.title).toBe('2 résidences à cet endroit');
    const [googleMap] = FakeMap.made;
    const zoom = googleMap.zoom;
    act(() => cluster.fire('click'));
    expect(googleMap.zoom).toBe(zoom);
    const list = listOf();
    if (!list) throw new Error('no list');
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['Les Tilleuls', 'Les Charmes', 'Fermer']);
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Les Tilleuls' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Les Charmes' }));
    expect(onChoose).toHaveBeenCalledWith(twins[1]);
  });

  it('closes its list with Escape or the list’s button, giving the focus to the map; a new search closes it too', async () => {
    const { rerender } = render(mapWith({ shown: twins }));
    await waitFor(() => expect(clusterMarkers()).toHaveLength(1));
    const map = FakeMap.made[0];
    const open = () => act(() => clusterMarkers()[0].fire('click'));

    open();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Les Tilleuls' }), { key: 'Escape' });
    expect(listOf()).toBeNull();
    expect(document.activeElement).toBe(map.getDiv());

    open();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(listOf()).toBeNull();
    expect(document.activeElement).toBe(map.getDiv());

    open();
    expect(listOf()).not.toBeNull();
    rerender(mapWith({ shown: twins.slice(0, 2) }));
    expect(listOf()).toBeNull();
  });

  it('lets Escape go on to the page when no list is open', async () => {
    const onPage = jest.fn();
    render(<div onKeyDown={(event) => onPage(event.key)}>{mapWith({ shown: twins })}</div>);
    await waitFor(() => expect(clusterMarkers()).toHaveLength(1));
    fireEvent.keyDown(FakeMap.made[0].getDiv(), { key: 'Escape' });
    expect(onPage).toHaveBeenCalledWith('Escape');
  });
});

