import { act, render, screen } from '@testing-library/react';
import { StrictMode, useRef } from 'react';
import { useElementWidth } from '../../../../src/steps/residence-search/use-element-width';
import { PageProvider } from '../../../../src/store/page';
import { fakePage } from '../../support/render';

/** A box whose width the test sets, as the browser's layout would, and tells the hook about through the page. */
function setUp() {
  let width = 0;
  let resized: ((width: number) => void) | undefined;
  const page = { ...fakePage(), onResize: (listener: (width: number) => void) => ((resized = listener), () => undefined) };
  function Box() {
    const ref = useRef<HTMLDivElement>(null);
    const measured = useElementWidth(ref, 0.1);
    return (
      <div ref={ref} data-testid="box">
        {String(measured)}
      </div>
    );
  }
  render(
    <StrictMode>
      <PageProvider value={page}>
        <Box />
      </PageProvider>
    </StrictMode>,
  );
  Object.defineProperty(screen.getByTestId('box'), 'clientWidth', { get: () => width });
  return {
    resize(next: number) {
      width = next;
      act(() => resized?.(next));
    },
    shown: () => screen.getByTestId('box').textContent,
  };
}

/** Widths the browser lays the box out at, one after the other, and the width the hook gives after each. */
const CASES: Array<[string, Array<[number, string]>]> = [
  ['follows the width once laid out, and ignores moves within the tolerance', [[480, '480'], [500, '480'], [640, '640']]],
  ['keeps the width it knew while the element is hidden, and takes the new one when it shows again', [[480, '480'], [0, '480'], [720, '720']]],
  ['reports 0 for an element never laid out yet (a widget in a hidden tab), then its first real width', [[0, '0'], [360, '360']]],
];

describe('useElementWidth', () => {
  it.each(CASES)('%s', (_name, steps) => {
    const box = setUp();
    for (const [width, shown] of steps) {
      box.resize(width);
      expect(box.shown()).toBe(shown);
    }
  });
});
