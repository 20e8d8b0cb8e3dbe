import { useField } from 'formik';
import { ChoiceGroup, type Option } from '../components/ChoiceGroup';
import { fieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { RequiredMark } from './Label';
import { useFieldError } from './use-field-error';

interface RadioGroupFieldProps {
  idBase: string;
  name: string;
  legend: string;
  options: readonly Option[];
  required?: boolean;
  inline?: boolean;
  onChoose?(value: string): void;
}

/** A Formik-bound radio group: legend, error and radios. */
export function RadioGroupField({ idBase, name, legend, options, required = true, inline = false, onChoose }: RadioGroupFieldProps) {
  const [field, , helpers] = useField<string | null>(name);
  const error = useFieldError(name);
  const ids = fieldIds(idBase);
  return (
    <ChoiceGroup
      id={ids.control}
      name={name}
      legend={
        <>
          {legend}
          {required && <RequiredMark />}
        </>
      }
      options={options}
      value={field.value}
      required={required}
      inline={inline}
      errorId={error ? ids.error : undefined}
      onChange={(value) => {
        void helpers.setValue(value);
        onChoose?.(value);
      }}
      onBlur={field.onBlur}
    >
      <FieldError id={ids.error} message={error} />
    </ChoiceGroup>
  );
}
