import { act } from '@testing-library/react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { renderWidget, type RenderedWidget } from '../../../src/embed/render-widget';
import { logFailure } from '../../../src/services/log';
import { residence } from '../support/render';

// The real createRoot, watched: what the widget's root is given is what React calls when something fails.
jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  return { ...actual, createRoot: jest.fn(actual.createRoot) };
});

let widget: RenderedWidget | undefined;
let error: jest.SpyInstance;
let warn: jest.SpyInstance;

/** The options of the root renderWidget made for a widget, as React holds them. */
function rootOptions(): RootOptions {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    widget = renderWidget(element, { residences: [residence()] });
  });
  const { calls } = jest.mocked(createRoot).mock;
  const [, options] = calls[calls.length - 1] ?? [];
  if (!options) throw new Error('the widget’s root was made without options');
  return options;
}

const STACK = '\n    at Broken\n    at Wizard';
const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => widget?.close());
  widget = undefined;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('what React tells the widget’s root', () => {
  it('logs an uncaught error with the widget’s prefix, and the component stack', () => {
    const failure = new Error('render failed');
    rootOptions().onUncaughtError?.(failure, { componentStack: STACK });
    expect(error.mock.calls).toEqual([['[QuoteWizard]', 'the widget failed and could not show anything in its place:', failure, STACK.trim()]]);
  });

  it('logs a caught error with the widget’s prefix, once the boundary had its say', async () => {
    const failure = new Error('part failed');
    rootOptions().onCaughtError?.(failure, { componentStack: STACK, errorBoundary: undefined });
    expect(error).not.toHaveBeenCalled();
    await nextMicrotask();
    expect(error.mock.calls).toEqual([['[QuoteWizard]', 'a part of the widget failed and was replaced:', failure, STACK.trim()]]);
  });

  it('logs nothing more of a caught error the boundary already logged', async () => {
    const failure = new Error('part failed');
    const options = rootOptions();
    logFailure('the boundary’s own line:', failure);
    options.onCaughtError?.(failure, { componentStack: STACK, errorBoundary: undefined });
    await nextMicrotask();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('warns of a recoverable error with the widget’s prefix', () => {
    const failure = new Error('hydration mismatch');
    rootOptions().onRecoverableError?.(failure, { componentStack: STACK });
    expect(warn.mock.calls).toEqual([['[QuoteWizard]', 'React recovered from an error:', failure]]);
  });
});
