import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Residence } from '../../domain/residence';
import { clusterResidences, drawingBox, MAX_ZOOM, openedFirst, partingZoom, viewAround, WHOLE_MAP, type MapItem, type MapView } from '../../map/clusters';
import { FRANCE_PATH } from '../../map/france-outline';
import { hoveredItem } from '../../map/hovered-item';
import type { HoverStore } from '../../store/hover-store';
import { BASE_TEXT_PX } from '../../styles/base-text';
import { MapLabel } from './MapLabel';
import { MapOverview } from './MapOverview';
import { MapPoint } from './MapPoint';
import { PlaceList } from './PlaceList';

export interface MapTexts {
  /** Name of a single point, e.g. 'Résidence Le Clos, Bretagne'. */
  point(residence: Residence): string;
  /** Name of a cluster; `zooms` says whether choosing it zooms in (else it lists its residences). */
  /** `region`: the region most of them are in, which the map worked out to order its buttons (empty for none). */
  cluster(residences: readonly Residence[], zooms: boolean, region: string): string;
  /** Short visible label of a cluster under the pointer, e.g. '12 résidences'. */
  count(count: number): string;
  /** Button back to the whole map. */
  reset: string;
  /** Title of the residences of one place, and the button that closes it. */
  placeTitle(count: number): string;
  close: string;
}

export interface FranceMapProps {
  label: string;
  /** The residences shown (those the search keeps). */
  residences: readonly Residence[];
  selectedId: string | null;
  hover: HoverStore;
  /** Width of the map in px (0: not measured yet): clusters depend on distances on screen. */
  width?: number;
  /** Size of the map's text in px: its buttons grow with it, 24 and 36 px at 16 px. */
  textSize?: number;
  texts: MapTexts;
  onChoose(residence: Residence): void;
}

/**
 * Clusters are recomputed when the width changes by a step of this many px, not on every pixel. The step below
 * the true width is used, so that distances on screen are never smaller than the clusters assumed.
 */
const WIDTH_STEP = 80;

/** Where the focus goes once a zoomed view is drawn: the way back to the whole map. */
const WAY_BACK = Symbol('the way back to the whole map');

/** No residences, one array for all: a view's items are worked out again only when what they depend on changes. */
const NONE: readonly Residence[] = [];

/**
 * Mainland France with the residences placed by positionX/positionY. Nearby residences group into a cluster that
 * shows their count; choosing it zooms in until they part, or, when they share one place, lists them. Single
 * residences are 24 px buttons named after them. The name of the point under the pointer or the focus shows
 * beside it, inside the map.
 *
 * The clusters' index over every residence shown is built here, and the map drawn by a component of its own: the
 * map is rendered as a transition, and React can answer a tap or a key between the two, where one component
 * doing both was a single long piece of work on a slow phone.
 */
export function FranceMap(props: FranceMapProps) {
  const { width = 0, textSize = BASE_TEXT_PX, ...drawing } = props;
  const bucket = width > 0 ? Math.max(WIDTH_STEP, Math.floor(width / WIDTH_STEP) * WIDTH_STEP) : 0;
  // The buttons grow with the visitor's text (24 px for a point, 36 for a cluster at the base size), so that a count
  // never outgrows its bubble: with text 1.5 times larger, they meet where buttons of the usual size meet on a map
  // 1.5 times narrower, which the clusters use.
  const clusterWidth = (bucket * BASE_TEXT_PX) / textSize;
  const itemsIn = useMemo(() => clusterResidences(drawing.residences, clusterWidth), [drawing.residences, clusterWidth]);
  return <MapDrawing {...drawing} itemsIn={itemsIn} />;
}

type MapDrawingProps = Omit<FranceMapProps, 'width' | 'textSize'> & { itemsIn(view: MapView): MapItem[] };

/** The map drawn from its clusters' index: the outline, the points of the view, their labels, the zoom's way back. */
function MapDrawing({ label, residences, selectedId, hover, texts, onChoose, itemsIn }: MapDrawingProps) {
  // A zoom or a listed place belongs to the residences it was chosen among: a new search shows the whole map. A zoom
  // keeps the residences of the cluster it was opened from, whose points come first in its view.
  const [zoomed, setZoomed] = useState({ among: residences, view: WHOLE_MAP, opened: NONE, placeList: null as Residence[] | null });
  const current = zoomed.among === residences ? zoomed : { among: residences, view: WHOLE_MAP, opened: NONE, placeList: null };
  const { view, opened, placeList } = current;
  const setView = useCallback((next: MapView, from = NONE) => setZoomed({ among: residences, view: next, opened: from, placeList: null }), [residences]);
  const setPlaceList = useCallback((list: Residence[] | null) => setZoomed({ among: residences, view, opened, placeList: list }), [residences, view, opened]);
  const box = useRef<HTMLDivElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the next view is drawn: the way back, or a point by its key. The clusters a zoom from
  // the whole map and a list of one place were opened from are where it goes back to: the way back would otherwise
  // remove the focused button, and leave the keyboard at the top of the page.
  const focusNext = useRef<typeof WAY_BACK | string | null>(null);
  const zoomOpener = useRef<string | null>(null);
  const listOpener = useRef<string | null>(null);
  const items = useMemo(() => openedFirst(itemsIn(view), opened), [itemsIn, view, opened]);
  const keyOf = useMemo(() => new Map(items.flatMap((item) => item.residences.map((residence) => [residence.id, item.key] as const))), [items]);
  // A cluster under the pointer or the focus stands for no single residence, but is lit all the same: the visitor
  // sees which one the count beside it names.
  const hovered = useMemo(() => hoveredItem(items, keyOf), [items, keyOf]);

  // The cluster's button is gone once zoomed: focus goes to the way back, the first stop of the zoomed map. Back on
  // the whole map, or out of a list, it goes to the cluster that was opened (or the first point, should a new
  // width have regrouped the points meanwhile).
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === WAY_BACK) resetButton.current?.focus();
    else if (target !== null) {
      const points = Array.from(box.current?.querySelectorAll<HTMLButtonElement>('.qw-map__point') ?? []);
      (points.find((point) => point.dataset.key === target) ?? points[0])?.focus();
    }
  }, [view, placeList]);

  const onActivate = useCallback(
    (item: MapItem) => {
      if (item.residences.length === 1) return onChoose(item.residences[0]);
      const zoom = partingZoom(itemsIn, item);
      if (zoom > MAX_ZOOM) {
        listOpener.current = item.key;
        return setPlaceList(item.residences);
      }
      if (view.zoom === 0) zoomOpener.current = item.key;
      focusNext.current = WAY_BACK;
      setView(viewAround(item.x, item.y, zoom), item.residences);
    },
    [onChoose, setPlaceList, setView, itemsIn, view.zoom],
  );
  const onPointer = useCallback((item: MapItem | null) => hover.getState().point(item?.key ?? null, item?.residences ?? []), [hover]);

  const backToWholeMap = () => {
    focusNext.current = zoomOpener.current;
    setView(WHOLE_MAP);
  };
  const closePlaceList = () => {
    focusNext.current = listOpener.current;
    setPlaceList(null);
  };
  // Escape steps back as a keyboard expects: out of a listed place, then out of a zoom. Anywhere else it is left
  // to the page (a host's own menu may close on it).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (placeList === null && view.zoom === 0)) return;
    event.preventDefault();
    event.stopPropagation();
    if (placeList) closePlaceList();
    else backToWholeMap();
  };

  const inView = (position: number, start: number) => ((position - start) / view.size) * 100;
  const shown = drawingBox(view);
  return (
    <div ref={box} className={view.zoom > 0 ? 'qw-map qw-map--zoomed' : 'qw-map'} role="group" aria-label={label} onKeyDown={onKeyDown}>
      {/* Above the drawing rather than over it, where it would hide the points beneath it. */}
      {view.zoom > 0 && (
        <div className="qw-map__bar">
          <button
            ref={resetButton}
            type="button"
            className="qw-button qw-button--secondary qw-map__reset"
            onClick={backToWholeMap}
          >
            {texts.reset}
          </button>
          <MapOverview view={view} />
        </div>
      )}
      <div className="qw-map__view">
        <svg className="qw-map__shape" viewBox={`${shown.x} ${shown.y} ${shown.width} ${shown.height}`} aria-hidden="true" focusable="false">
          <path d={FRANCE_PATH} />
        </svg>
        <ul className="qw-map__points">
          {items.map((item) => (
            <MapPoint
              key={item.key}
              item={item}
              left={inView(item.x, view.left)}
              top={inView(item.y, view.top)}
              name={item.residences.length === 1 ? texts.point(item.residences[0]) : texts.cluster(item.residences, (item.expansionZoom ?? Infinity) <= MAX_ZOOM, item.region ?? '')}
              selected={selectedId !== null && keyOf.get(selectedId) === item.key}
              hover={hover}
              hovered={hovered}
              onActivate={onActivate}
              onPointer={onPointer}
            />
          ))}
        </ul>
        <MapLabel items={items} hovered={hovered} hover={hover} view={view} countText={texts.count} />
      </div>
      {placeList && (
        <PlaceList
          residences={placeList}
          title={texts.placeTitle(placeList.length)}
          closeText={texts.close}
          onChoose={onChoose}
          onClose={closePlaceList}
        />
      )}
    </div>
  );
}
