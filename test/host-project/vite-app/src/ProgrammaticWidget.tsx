import { mount, type WizardHandle } from 'quote-wizard';
import { useEffect, useRef } from 'react';
import { residences } from './residences';

/** A container the host fills with fallback text, and mounts into with mount(), as a plain-script page would. */
export function ProgrammaticWidget() {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<WizardHandle | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    handle.current = mount(element, { residences, saveProgress: false });
    return () => handle.current?.unmount();
  }, []);
  return (
    <section>
      <div id="programme" ref={ref}>
        <p>Pour un devis, appelez le 01 23 45 67 89.</p>
      </div>
      <button type="button" onClick={() => handle.current?.unmount()}>
        Retirer le second simulateur
      </button>
    </section>
  );
}
