import type { ReactNode } from 'react';

export interface Option {
  value: string;
  label: string;
  /** Said after the label, as the radio's description (« 2 pièces », a price): the label stays the name. */
  detail?: ReactNode;
}

interface ChoiceGroupProps {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  value: string | null;
  required?: boolean;
  /** Side by side when the labels are short (Monsieur / Madame, T1 … T4). */
  inline?: boolean;
  /** Id of the error message, when the group is invalid. */
  errorId?: string;
  /** Rendered between the legend and the options (the error message). */
  children?: ReactNode;
  onChange(value: string): void;
  onBlur?(event: React.FocusEvent<HTMLInputElement>): void;
}

/** Radios in a fieldset whose legend names the question; the fieldset can take focus for summary links. */
export function ChoiceGroup({ id, name, legend, options, value, required = false, inline = false, errorId, children, onChange, onBlur }: ChoiceGroupProps) {
  return (
    <fieldset id={id} className={`qw-field qw-fieldset${errorId ? ' qw-field--error' : ''}`} aria-describedby={errorId} tabIndex={-1}>
      <legend className="qw-field__label">{legend}</legend>
      {children}
      <div className={`qw-choices${inline ? ' qw-choices--inline' : ''}`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const detailId = option.detail ? `${optionId}-detail` : undefined;
          return (
            <div className={value === option.value ? 'qw-choice qw-choice--checked' : 'qw-choice'} key={option.value}>
              <input
                className="qw-choice__input"
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                required={required}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={detailId}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <label className="qw-choice__label" htmlFor={optionId}>
                {option.label}
              </label>
              {detailId && (
                <span id={detailId} className="qw-choice__detail">
                  {option.detail}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
