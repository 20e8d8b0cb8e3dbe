import { forwardRef } from 'react';

export interface SummaryItem {
  /** Id of the control (or fieldset) to focus. */
  target: string;
  label: string;
  message: string;
}

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
        {items.map((item) => (
          <li key={item.target}>
            <a
              href={`#${item.target}`}
              onClick={(event) => {
                // In a shadow root the browser's own fragment navigation cannot find the field.
                event.preventDefault();
                onFocusField(item.target);
              }}
            >
              {item.label}
              {/* 'Comment nous avez-vous connus ? Ce champ est requis': no colon after a question mark. */}
              {/[?:]$/.test(item.label) ? ' ' : ' : '}
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
