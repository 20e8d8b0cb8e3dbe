import { memo } from 'react';
import type { Option } from '../components/ChoiceGroup';
import { describedBy, fieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { Label } from './Label';
import { useFormField, type FormFieldState } from './use-form-field';

interface SelectFieldProps {
  idBase: string;
  name: string;
  label: string;
  /** Text of the empty first option. */
  placeholder: string;
  options: readonly Option[];
  required?: boolean;
}

/** A native select: the most familiar list for older visitors, and fully keyboard operable. */
export function SelectField(props: SelectFieldProps) {
  return <SelectFieldView {...props} {...useFormField<string | null>(props.name)} />;
}

const SelectFieldView = memo(function SelectFieldView({ idBase, name, label, placeholder, options, required = true, value, error, onBlur, setValue }: SelectFieldProps & FormFieldState<string | null>) {
  const ids = fieldIds(idBase);
  return (
    <div className={`qw-field${error ? ' qw-field--error' : ''}`}>
      <Label htmlFor={ids.control} required={required}>
        {label}
      </Label>
      <FieldError id={ids.error} message={error} />
      <select
        id={ids.control}
        name={name}
        className="qw-select"
        value={value ?? ''}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.error)}
        onChange={(event) => void setValue(name, event.target.value === '' ? null : event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
});
