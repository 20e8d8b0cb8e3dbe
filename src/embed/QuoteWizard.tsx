import { useRef } from 'react';
import type { WizardConfigInput } from '../config/input-types';
import type { WizardEventCallbacks } from '../domain/host-events';
import { useWidget } from './use-widget';

export interface QuoteWizardProps extends WizardEventCallbacks {
  /** The configuration, as in the JSON script: `residences` required, every other key optional. */
  config: WizardConfigInput;
  /** Id of the container element (it also keeps the visitor's saved progress apart from other widgets). */
  id?: string;
  className?: string;
}

/**
 * The wizard as a React component, for hosts that already run React. It renders an empty container, on the server
 * too, and the widget starts in it once mounted, in a React root and a shadow root of its own: the same isolated
 * widget as the script tag. `onStep`, `onSubmitted`, `onError` and `onContact` receive the container's DOM events.
 */
export function QuoteWizard({ config, id, className, ...callbacks }: QuoteWizardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useWidget(ref, config, callbacks);
  return <div ref={ref} id={id} className={className} />;
}
