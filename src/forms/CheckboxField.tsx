import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, fieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { RequiredMark } from './Label';
import { useFieldError } from './use-field-error';

interface CheckboxFieldProps {
  idBase: string;
  name: string;
  /** May hold configuration HTML (the GDPR text), already sanitized. */
  label: ReactNode;
  required?: boolean;
}

/** One checkbox, unticked by default, with its label beside it. */
export function CheckboxField({ idBase, name, label, required = false }: CheckboxFieldProps) {
  const [field] = useField<boolean>(name);
  const error = useFieldError(name);
  const ids = fieldIds(idBase);
  return (
    <div className={`qw-field qw-check${error ? ' qw-field--error' : ''}`}>
      <FieldError id={ids.error} message={error} />
      <div className="qw-check__row">
        <input
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={ids.control}
          className="qw-check__input"
          type="checkbox"
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && ids.error)}
        />
        <label className="qw-check__label" htmlFor={ids.control}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
    </div>
  );
}
