import { getIn, type FormikProps } from 'formik';
import type { VisitorFormValues } from '../../domain/visitor';
import { useErrorText } from '../../forms/error-text';
import type { SummaryItem } from '../../forms/ErrorSummary';
import { serverErrorOf } from '../../forms/server-errors';
import type { Refusal } from './refusal';
import { useSummaryLabels } from './use-summary-labels';

/**
 * The lines of the error summary, in the order of the fields: the form's own error of each field, else the
 * server's while the field holds the refused value; then what the server refused outside the fields.
 */
export function useSummaryItems(idBase: string, shown: boolean, form: FormikProps<VisitorFormValues>, refusal: Refusal): SummaryItem[] {
  const labels = useSummaryLabels(idBase);
  const errorText = useErrorText();
  if (!shown) return [];
  const fields = labels.flatMap(({ name, target, label }) => {
    const message = errorText(getIn(form.errors, name) as string | undefined) ?? serverErrorOf(refusal.fields, name, getIn(form.values, name));
    return message ? [{ target, label, message }] : [];
  });
  return [...fields, ...refusal.others.map((message) => ({ message }))];
}
