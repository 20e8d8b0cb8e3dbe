import { forwardRef, type ReactNode } from 'react';

/**
 * The one visible heading of a step; focusable by script so focus can land on it after a step change. A stand-in
 * is the title shown while the step's code is on its way or could not be loaded: the focus waits there, and moves
 * on to the step's own heading once it shows.
 */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: ReactNode; standIn?: boolean }>(function StepHeading({ children, standIn }, ref) {
  return (
    <h3 ref={ref} className="qw-step__title" tabIndex={-1} data-step-heading={standIn ? 'stand-in' : ''}>
      {children}
    </h3>
  );
});
