import { createHoverStore } from '../../../src/store/hover-store';

const cluster = [{ id: 'lyon' }, { id: 'villeurbanne' }];

describe('hover store', () => {
  it('starts with nothing hovered', () => {
    expect(createHoverStore().getState()).toMatchObject({ id: null, group: [], mapItem: null });
  });

  it('tells its followers of a change only', () => {
    const hover = createHoverStore();
    const follower = jest.fn();
    hover.subscribe(follower);
    hover.getState().set('rennes');
    hover.getState().set('rennes');
    hover.getState().point('cluster-1', cluster);
    hover.getState().point('cluster-1', cluster);
    expect(follower).toHaveBeenCalledTimes(2);
    expect(hover.getState()).toMatchObject({ id: null, group: cluster, mapItem: 'cluster-1' });
  });

  it('takes a single point’s residence as the hovered one, and a cluster’s residences as its group', () => {
    const hover = createHoverStore();
    hover.getState().point('point-nice', [{ id: 'nice' }]);
    expect(hover.getState()).toMatchObject({ id: 'nice', group: [], mapItem: 'point-nice' });
    hover.getState().point('cluster-1', cluster);
    expect(hover.getState()).toMatchObject({ id: null, group: cluster });
    hover.getState().point(null, []);
    expect(hover.getState()).toMatchObject({ id: null, group: [], mapItem: null });
  });

  it('keeps the map item when the list changes the residence', () => {
    const hover = createHoverStore();
    hover.getState().point('point-nice', [{ id: 'nice' }]);
    hover.getState().set('rennes');
    expect(hover.getState()).toMatchObject({ id: 'rennes', mapItem: 'point-nice' });
  });
});
