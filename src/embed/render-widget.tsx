import { useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MountOptions } from '../config/input-types';
import { ROOT_ERROR_OPTIONS } from './root-errors';
import { startWidget } from './start-widget';

/** A widget on the page, in a React root of its own. */
export interface RenderedWidget {
  /** Removes the widget and everything starting added, at once; its React tree is emptied with the root's next render. */
  close(): void;
  /** Lets the widget go: its tree is emptied with the root's next render, and the widget removed then. */
  release(): void;
  /** Keeps a released widget after all, when that next render has not come yet; false when it is gone. */
  retake(): boolean;
}

/** Calls `onEnd` when the widget's tree goes, whoever empties the root. */
function Lifetime({ onEnd, children }: { onEnd: () => void; children: ReactNode }) {
  useEffect(() => onEnd, [onEnd]);
  return children;
}

/**
 * Starts a widget in `element` and renders it in a React root of its own, apart from any React tree of the host:
 * the host's handlers see the widget's events once, as native events, and never its form's submit.
 * The root is emptied by rendering nothing rather than unmounted: React refuses to unmount a root while another
 * one commits, and a React host may well close the widget from an effect's cleanup.
 */
export function renderWidget(element: HTMLElement, options?: MountOptions): RenderedWidget {
  const widget = startWidget(element, options);
  let root: Root;
  try {
    root = createRoot(widget.container, ROOT_ERROR_OPTIONS);
  } catch (error) {
    // Nothing half-made stays behind: the element can be mounted again once the cause is gone.
    widget.dispose();
    throw error;
  }
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    widget.dispose();
  };
  const app = <Lifetime onEnd={dispose}>{widget.app}</Lifetime>;
  root.render(app);
  return {
    close() {
      dispose();
      root.render(null);
    },
    release: () => root.render(null),
    retake() {
      if (!disposed) root.render(app);
      return !disposed;
    },
  };
}
