import { forwardRef, type ReactNode } from 'react';

/** The one visible heading of a step; focusable by script so focus can land on it after a step change. */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: ReactNode }>(function StepHeading({ children }, ref) {
  return (
    <h3 ref={ref} className="qw-step__title" tabIndex={-1} data-step-heading="">
      {children}
    </h3>
  );
});
