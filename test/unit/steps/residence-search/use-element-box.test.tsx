import { act, render, screen } from '@testing-library/react';
import { StrictMode, useRef } from 'react';
import { useElementBox } from '../../../../src/steps/residence-search/use-element-box';
import { PageProvider } from '../../../../src/store/page';
import { fakePage } from '../../support/render';

/**
 * A box whose width and text size the test sets, as the browser's layout and the visitor's settings would, and
 * tells the hook about through the page.
 */
function setUp() {
  let width = 0;
  let resized: (() => void) | undefined;
  const page = { ...fakePage(), onResize: (listener: () => void) => ((resized = listener), () => undefined) };
  function Box() {
    const ref = useRef<HTMLDivElement>(null);
    const measured = useElementBox(ref, 0.1);
    return (
      <div ref={ref} data-testid="box">
        {measured === null ? 'null' : `${measured.width} ${measured.textSize}`}
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
  const box = screen.getByTestId('box');
  Object.defineProperty(box, 'clientWidth', { get: () => width });
  return {
    resize(next: number, textSize?: string) {
      width = next;
      if (textSize !== undefined) box.style.fontSize = textSize;
      act(() => resized?.());
    },
    shown: () => box.textContent,
  };
}

/** Widths (and text sizes) the browser lays the box out at, one after the other, and what the hook gives after each. */
const CASES: Array<[string, Array<[number, string | undefined, string]>]> = [
  ['follows the width once laid out, and ignores moves within the tolerance', [[480, undefined, '480 16'], [500, undefined, '480 16'], [640, undefined, '640 16']]],
  ['keeps the width it knew while the element is hidden, and takes the new one when it shows again', [[480, undefined, '480 16'], [0, undefined, '480 16'], [720, undefined, '720 16']]],
  ['reports 0 for an element never laid out yet (a widget in a hidden tab), then its first real width', [[0, undefined, '0 16'], [360, undefined, '360 16']]],
  ['follows the text size, even when the width stays within the tolerance', [[480, '16px', '480 16'], [490, '24px', '480 24'], [490, '32px', '480 32']]],
  ['keeps the text size it knew while the element is hidden', [[480, '24px', '480 24'], [0, '16px', '480 24']]],
];

describe('useElementBox', () => {
  it.each(CASES)('%s', (_name, steps) => {
    const box = setUp();
    for (const [width, textSize, shown] of steps) {
      box.resize(width, textSize);
      expect(box.shown()).toBe(shown);
    }
  });
});
