import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ConfigOverrides } from '../config/types';
import { startWidget, type StartedWidget } from './start-widget';

export interface QuoteWizardProps {
  /** The configuration, as in the JSON script (residences, generalConditionsGdpr, stayLink…). */
  config: ConfigOverrides;
  id?: string;
  className?: string;
}

/**
 * The wizard as a React component, for hosts that already run React (ESM build, React as a peer dependency).
 * The same isolated widget as the script tag, in its own shadow root, rendered through a portal of the host's
 * tree. It starts afresh when the configuration's content changes, not on every render of the host.
 */
export function QuoteWizard({ config, id, className }: QuoteWizardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(config);
  const [widget, setWidget] = useState<StartedWidget | null>(null);
  const content = JSON.stringify(config);
  useEffect(() => {
    latest.current = config;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const prepared = startWidget(element, latest.current);
    setWidget(prepared);
    return () => {
      setWidget(null);
      prepared.dispose();
    };
  }, [content]);
  return (
    <div ref={ref} id={id} className={className}>
      {widget && createPortal(widget.app, widget.container)}
    </div>
  );
}
