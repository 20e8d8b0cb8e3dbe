import { memo, type HTMLInputAutoCompleteAttribute } from 'react';
import { describedBy, fieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { Label } from './Label';
import { useFormField, type FormFieldState } from './use-form-field';

interface TextFieldProps {
  idBase: string;
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  maxLength?: number;
  required?: boolean;
}

/** Label, hint, input and error wired together. */
export function TextField(props: TextFieldProps) {
  return <TextFieldView {...props} {...useFormField<string>(props.name)} />;
}

const TextFieldView = memo(function TextFieldView({ idBase, name, label, hint, type = 'text', autoComplete, maxLength, required = true, value, error, onChange, onBlur }: TextFieldProps & FormFieldState<string>) {
  const ids = fieldIds(idBase);
  return (
    <div className={`qw-field${error ? ' qw-field--error' : ''}`}>
      <Label htmlFor={ids.control} required={required}>
        {label}
      </Label>
      {hint && (
        <p id={ids.hint} className="qw-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
      <input
        name={name}
        value={value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
        id={ids.control}
        className="qw-input"
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hint, error && ids.error)}
        spellCheck={type === 'text' ? undefined : false}
      />
    </div>
  );
});
