import { memo, type ReactNode } from 'react';
import { describedBy, fieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { RequiredMark } from './Label';
import { useFormField, type FormFieldState } from './use-form-field';

interface CheckboxFieldProps {
  idBase: string;
  name: string;
  /** May hold configuration HTML (the GDPR text), already sanitized. */
  label: ReactNode;
  required?: boolean;
}

/** One checkbox, unticked by default, with its label beside it. */
export function CheckboxField(props: CheckboxFieldProps) {
  return <CheckboxFieldView {...props} {...useFormField<boolean>(props.name)} />;
}

const CheckboxFieldView = memo(function CheckboxFieldView({ idBase, name, label, required = false, value, error, onChange, onBlur }: CheckboxFieldProps & FormFieldState<boolean>) {
  const ids = fieldIds(idBase);
  return (
    <div className={`qw-field qw-check${error ? ' qw-field--error' : ''}`}>
      <FieldError id={ids.error} message={error} />
      <div className="qw-check__row">
        <input
          name={name}
          checked={Boolean(value)}
          onChange={onChange}
          onBlur={onBlur}
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
});
