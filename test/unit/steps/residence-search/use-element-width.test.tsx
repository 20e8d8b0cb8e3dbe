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

describe('useElementWidth', () => {
  it('follows the width once laid out, and ignores moves within the tolerance', () => {
    const box = setUp();
    box.resize(480);
    expect(box.shown()).toBe('480');
    box.resize(500);
    expect(box.shown()).toBe('480');
    box.resize(640);
    expect(box.shown()).toBe('640');
  });

  it('keeps the width it knew while the element is hidden, and takes the new one when it shows again', () => {
    const box = setUp();
    box.resize(480);
    box.resize(0);
    expect(box.shown()).toBe('480');
    box.resize(720);
    expect(box.shown()).toBe('720');
  });

  it('reports 0 for an element never laid out yet (a widget in a hidden tab), then its first real width', () => {
    const box = setUp();
    box.resize(0);
    expect(box.shown()).toBe('0');
    box.resize(360);
    expect(box.shown()).toBe('360');
  });
});
