import type { MapItem } from '../../../src/map/clusters';
import { hoveredItem } from '../../../src/map/hovered-item';
import type { HoverState } from '../../../src/store/hover-store';
import { residence } from '../support/render';

const item = (key: string, ...ids: string[]): MapItem => ({ key, x: 50, y: 50, residences: ids.map((id) => residence({ id, name: id })) });
const keyOfItems = (items: MapItem[]) => new Map(items.flatMap((one) => one.residences.map((r) => [r.id, one.key] as const)));
const state = (id: string | null, mapItem: string | null) => ({ id, mapItem }) as HoverState;

describe('hoveredItem', () => {
  const items = [item('a', 'a'), item('cluster-7', 'b', 'c')];
  const hovered = hoveredItem(items, keyOfItems(items));

  it('is none when nothing is hovered', () => {
    expect(hovered(state(null, null))).toBeNull();
  });

  it('is the point or the cluster under the pointer', () => {
    expect(hovered(state('a', 'a'))).toBe('a');
    expect(hovered(state(null, 'cluster-7'))).toBe('cluster-7');
  });

  it('is the item holding the residence of the hovered list entry, a cluster for one of its residences', () => {
    expect(hovered(state('a', null))).toBe('a');
    expect(hovered(state('c', null))).toBe('cluster-7');
  });

  it('falls back on the residence’s item when the item under the pointer is no longer drawn', () => {
    // The pointer rested on point « b » while a new width grouped it into a cluster.
    expect(hovered(state('b', 'b'))).toBe('cluster-7');
    expect(hovered(state(null, 'cluster-3'))).toBeNull();
  });

  it('is none for a residence the map does not show (filtered out by the search)', () => {
    expect(hovered(state('z', null))).toBeNull();
  });
});
