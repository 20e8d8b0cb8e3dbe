import { SCROLL_TOP_OFFSET, topOffsetOf } from '../../../src/embed/top-offset';

const root = document.documentElement;

afterEach(() => root.removeAttribute('style'));

describe('the space kept for a host header at the window top', () => {
  it('is 90 px on a page that declares nothing', () => {
    expect(topOffsetOf(window)).toBe(SCROLL_TOP_OFFSET);
    expect(SCROLL_TOP_OFFSET).toBe(90);
  });

  it.each([
    ['a taller header in px', '140px', 140],
    ['a fraction of a pixel', '120.6px', 121],
    ['a smaller header (the 90 px stay)', '40px', 90],
    ['a share of the window', '20%', Math.round(window.innerHeight * 0.2)],
    ['more than half the window (a mistake)', '2000px', Math.round(window.innerHeight / 2)],
    ['a value it cannot read', 'calc(3em + 10px)', 90],
  ])("follows the page's scroll-padding-top: %s", (_name, value, expected) => {
    root.style.setProperty('scroll-padding-top', value);
    expect(root.style.getPropertyValue('scroll-padding-top')).toBe(value);
    expect(topOffsetOf(window)).toBe(expected);
  });
});
