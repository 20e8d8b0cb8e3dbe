import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Step } from '../domain/navigation';
import { usePage } from '../store/page';
import { STEP_TITLE_IDS } from '../steps/labels';

/**
 * What follows a change of step: focus on the new step's heading, the widget scrolled into view, « Étape 2 sur
 * 3 : … » announced and `quote-wizard:step` dispatched. Nothing happens for the step the widget opens at, even
 * when React runs effects twice (StrictMode): the page keeps its focus and scroll until the visitor acts.
 * A step whose code is still on its way takes focus once it shows (`onStepShown`).
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
    focusPending.current = heading === undefined;
    page.scrollToTop(heading);
    setAnnouncement(i18n._('nav.announce', { number: shown + 1, title: i18n._(STEP_TITLE_IDS[shown]) }));
    page.emit('quote-wizard:step', shown);
  }, [shown, page, i18n, focusHeading]);

  const onStepShown = useCallback(() => {
    if (focusPending.current) focusPending.current = focusHeading() === undefined;
  }, [focusHeading]);

  return { announcement, onStepShown };
}
