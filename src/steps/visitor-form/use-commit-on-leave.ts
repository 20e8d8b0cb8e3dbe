import { useEffect, useLayoutEffect, useRef } from 'react';
import type { VisitorFormValues } from '../../domain/visitor';
import { useWizardStore } from '../../store/context';
import { usePage } from '../../store/page';

/**
 * Puts the form's values in the store when the visitor leaves the step, whichever way (« Changer de résidence »,
 * the step navigation, a new residence), and when the page is hidden or unloaded, so that saved progress holds
 * them across a reload. The store does not follow each keystroke.
 */
export function useCommitOnLeave(values: VisitorFormValues): void {
  const store = useWizardStore();
  const page = usePage();
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });
  useEffect(() => {
    const commit = () => {
      const { housingType, ...visitor } = latest.current;
      store.getState().commitVisitor(visitor, housingType);
    };
    const stop = page.onHide(commit);
    return () => {
      stop();
      commit();
    };
  }, [page, store]);
}
