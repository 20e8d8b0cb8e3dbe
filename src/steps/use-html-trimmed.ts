import { useCallback } from 'react';
import { trimmedHtmlProblem } from '../config/trimmed-html';
import { useWizardStore } from '../store/context';
import { usePage } from '../store/page';
import { reportTrimmedHtml } from './report-trimmed-html';

/**
 * What a step does when the sanitizer takes something out of a text it shows (`field`, as the messages name
 * it): the visitor sees the rest, and the editor is told what went and why.
 */
export function useHtmlTrimmed() {
  const store = useWizardStore();
  const { widget } = usePage();
  return useCallback((field: string, removed: readonly string[]) => reportTrimmedHtml(store, widget, trimmedHtmlProblem(field, removed)), [store, widget]);
}
