import { getIn, useFormikContext } from 'formik';
import { useErrorText } from './error-text';

/** The French error of a field, shown only once it was touched or the form was submitted. */
export function useFieldError(name: string): string | undefined {
  const { errors, touched } = useFormikContext<Record<string, unknown>>();
  const toText = useErrorText();
  const code = getIn(errors, name) as string | undefined;
  return getIn(touched, name) ? toText(code) : undefined;
}
