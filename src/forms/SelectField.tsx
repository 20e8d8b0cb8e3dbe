import { useField } from 'formik';
import { describedBy, fieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { Label } from './Label';
import type { Option } from '../components/ChoiceGroup';
import { useFieldError } from './use-field-error';

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
export function SelectField({ idBase, name, label, placeholder, options, required = true }: SelectFieldProps) {
  const [field, , helpers] = useField<string | null>(name);
  const error = useFieldError(name);
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
        value={field.value ?? ''}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.error)}
        onChange={(event) => void helpers.setValue(event.target.value === '' ? null : event.target.value)}
        onBlur={field.onBlur}
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
}
