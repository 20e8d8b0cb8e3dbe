import { drawingBox, type MapView } from '../../map/clusters';
import { FRANCE_PATH, MAP_HEIGHT, MAP_WIDTH } from '../../map/france-outline';

/**
 * The smallest frame drawn, in % of the map: past a few zooms the part shown would be a speck on so small a
 * drawing, and a frame this size still says where it is.
 */
export const MIN_FRAME = 12;

/**
 * France in small, the part of it the zoomed map shows framed on it. Zoomed in far from any coast or border, the
 * map shows points on plain land and nothing says where they are; this says it at a glance. A screen reader hears
 * the region in each point's name already, so it is hidden from assistive technology.
 */
export function MapOverview({ view }: { view: MapView }) {
  const size = Math.max(view.size, MIN_FRAME);
  // Kept on the part shown: a frame grown to its minimum size grows around its centre.
  const shift = (view.size - size) / 2;
  return (
    <svg className="qw-map__overview" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" focusable="false">
      <path d={FRANCE_PATH} />
      <rect {...drawingBox({ left: view.left + shift, top: view.top + shift, size })} />
    </svg>
  );
}
