import { memo } from 'react';
import { ChoiceGroup, type Option } from '../components/ChoiceGroup';
import { fieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { RequiredMark } from './Label';
import { useFormField, type FormFieldState } from './use-form-field';

interface RadioGroupFieldProps {
  idBase: string;
  name: string;
  legend: string;
  options: readonly Option[];
  required?: boolean;
  inline?: boolean;
}

/** A Formik-bound radio group: legend, error and radios. */
export function RadioGroupField(props: RadioGroupFieldProps) {
  return <RadioGroupFieldView {...props} {...useFormField<string | null>(props.name)} />;
}

const RadioGroupFieldView = memo(function RadioGroupFieldView({ idBase, name, legend, options, required = true, inline = false, value, error, onBlur, setValue }: RadioGroupFieldProps & FormFieldState<string | null>) {
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
      value={value}
      required={required}
      inline={inline}
      errorId={error ? ids.error : undefined}
      onChange={(chosen) => void setValue(name, chosen)}
      onBlur={onBlur}
    >
      <FieldError id={ids.error} message={error} />
    </ChoiceGroup>
  );
});
