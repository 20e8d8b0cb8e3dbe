interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The message beside an invalid control; the id ties it to the control through aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="qw-field__error">
      <span className="qw-field__error-icon" aria-hidden="true">
        !
      </span>
      {message}
    </p>
  );
}
