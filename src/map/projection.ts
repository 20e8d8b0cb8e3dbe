import { MAP_BOUNDS } from './france-outline';

/** Inverse of the linear box of the map: a residence's percentages back to longitude/latitude. */
export function positionToLatLng(positionX: number, positionY: number): { lat: number; lng: number } {
  const { west, east, north, south } = MAP_BOUNDS;
  return {
    lng: west + (positionX / 100) * (east - west),
    lat: north - (positionY / 100) * (north - south),
  };
}
