import { forwardRef } from 'react';

export interface SummaryItem {
  /** Id of the control (or fieldset) to focus; none for what the server refused outside the form's fields. */
  target?: string;
  label?: string;
  message: string;
}

/**
 * 'Comment nous avez-vous connus ? Ce champ est requis': no colon after a question mark. The colon takes a
 * no-break space before it, as French typography wants, so that it never starts a line of its own.
 */
const joined = ({ label, message }: SummaryItem) => (label ? `${label}${/[?:]$/.test(label) ? ' ' : '\u00a0: '}${message}` : message);

interface ErrorSummaryProps {
  id: string;
  title: string;
  items: readonly SummaryItem[];
  onFocusField(target: string): void;
}

/** Shown after a failed submit, focused, one link per error; a link moves focus to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ id, title, items, onFocusField }, ref) {
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="qw-summary" tabIndex={-1} aria-labelledby={`${id}-title`} role="group">
      <h4 id={`${id}-title`} className="qw-summary__title">
        {title}
      </h4>
      <ul className="qw-summary__list">
        {items.map(({ target, ...item }, index) => (
          <li key={target ?? index}>
            {target ? (
              <a
                href={`#${target}`}
                onClick={(event) => {
                  // In a shadow root the browser's own fragment navigation cannot find the field.
                  event.preventDefault();
                  onFocusField(target);
                }}
              >
                {joined(item)}
              </a>
            ) : (
              joined(item)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
