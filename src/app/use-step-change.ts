import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Step } from '../domain/navigation';
import { usePage } from '../store/page';
import { STEP_TITLE_IDS } from '../steps/labels';

/** Whether `heading` is the step's own title, rather than none yet or the one shown while its code is missing. */
const isStepsOwn = (heading: HTMLElement | undefined) => heading?.dataset.stepHeading === '';

/**
 * What follows a change of step: focus on the new step's heading, the widget scrolled into view, « Étape 2 sur
 * 3 : … » announced and `quote-wizard:step` dispatched. Nothing happens for the step the widget opens at, even
 * when React runs effects twice (StrictMode): the page keeps its focus and scroll until the visitor acts.
 * While a step's code is on its way, or after it failed to load, the focus waits on the title shown in its place,
 * never lost with the search that hid; each of those and the step itself say when they show (`onStepShown`), and
 * the focus moves on to the step's own heading once it is there, unless the visitor has taken it elsewhere.
 */
export function useStepChange(root: RefObject<HTMLElement | null>, shown: Step) {
  const { i18n } = useLingui();
  const page = usePage();
  const [announcement, setAnnouncement] = useState('');
  const last = useRef(shown);
  const focusPending = useRef(false);

  const focusHeading = useCallback(() => {
    const heading = root.current?.querySelector<HTMLElement>(`[data-step="${last.current}"] [data-step-heading]`);
    // The search shown again is still hidden (content-visibility) in the style the browser last worked out, and
    // focusing into it then has Chromium lay it out as hidden content. Working out the step's own style first
    // shows it, and the focus lands in content already shown.
    const step = heading?.closest<HTMLElement>('[data-step]');
    if (step) step.ownerDocument.defaultView?.getComputedStyle(step).getPropertyValue('content-visibility');
    heading?.focus({ preventScroll: true });
    return heading ?? undefined;
  }, [root]);

  useEffect(() => {
    if (last.current === shown) return;
    last.current = shown;
    const heading = focusHeading();
    focusPending.current = !isStepsOwn(heading);
    page.scrollToTop(heading);
    setAnnouncement(i18n._('nav.announce', { number: shown + 1, title: i18n._(STEP_TITLE_IDS[shown]) }));
    page.emit('quote-wizard:step', shown);
  }, [shown, page, i18n, focusHeading]);

  const onStepShown = useCallback(() => {
    // Only from where it waited: that title, or a link beside it, has just been replaced by what came, taking the
    // focus with it. A visitor who moved the focus elsewhere meanwhile keeps it there.
    const page = root.current?.ownerDocument;
    if (focusPending.current && page?.activeElement === page?.body) focusPending.current = !isStepsOwn(focusHeading());
  }, [root, focusHeading]);

  return { announcement, onStepShown };
}
