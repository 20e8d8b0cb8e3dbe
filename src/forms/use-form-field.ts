import { getIn, useFormikContext, type FormikHandlers, type FormikHelpers } from 'formik';
import { useCallback, useContext, type FocusEvent } from 'react';
import { useErrorText } from './error-text';
import { PressHoldContext } from './press-hold';
import { serverErrorOf, ServerErrorsContext } from './server-errors';

export interface FormFieldState<T> {
  name: string;
  value: T;
  /** The French error to show: the form's own once touched or submitted, else the server's while unchanged. */
  error: string | undefined;
  onChange: FormikHandlers['handleChange'];
  onBlur(event: FocusEvent): void;
  setValue: FormikHelpers<Record<string, unknown>>['setFieldValue'];
}

/**
 * One field's slice of the form. Formik tells every field of every keystroke; a field reads its slice here and
 * hands it to a memoised view, which renders again only when its own value or error changed (what Formik's
 * FastField does, without its class and the packages it pulls in). Formik's handlers keep their identity, and so
 * does the blur, which waits for a press under way to end (see press-hold.ts).
 */
export function useFormField<T>(name: string): FormFieldState<T> {
  const form = useFormikContext<Record<string, unknown>>();
  const server = useContext(ServerErrorsContext);
  const toText = useErrorText();
  const hold = useContext(PressHoldContext);
  const { handleBlur } = form;
  const onBlur = useCallback((event: FocusEvent) => hold(() => handleBlur(event)), [hold, handleBlur]);
  const value = getIn(form.values, name) as T;
  const own = getIn(form.touched, name) ? toText(getIn(form.errors, name) as string | undefined) : undefined;
  return { name, value, error: own ?? serverErrorOf(server, name, value), onChange: form.handleChange, onBlur, setValue: form.setFieldValue };
}
