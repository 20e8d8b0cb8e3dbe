import { createHoverStore } from '../../../src/store/hover-store';

describe('hover store', () => {
  it('starts with nothing hovered', () => {
    expect(createHoverStore().getState()).toMatchObject({ id: null, mapItem: null });
  });

  it('tells its followers of a change only', () => {
    const hover = createHoverStore();
    const follower = jest.fn();
    hover.subscribe(follower);
    hover.getState().set('rennes');
    hover.getState().set('rennes');
    hover.getState().point('cluster-1', null);
    hover.getState().point('cluster-1', null);
    expect(follower).toHaveBeenCalledTimes(2);
    expect(hover.getState()).toMatchObject({ id: null, mapItem: 'cluster-1' });
  });

  it('keeps the map item when the list changes the residence', () => {
    const hover = createHoverStore();
    hover.getState().point('point-nice', 'nice');
    hover.getState().set('rennes');
    expect(hover.getState()).toMatchObject({ id: 'rennes', mapItem: 'point-nice' });
  });
});
