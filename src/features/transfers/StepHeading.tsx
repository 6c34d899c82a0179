import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading. When a step replaces another, focus moves to its heading, so keyboard and
 * screen-reader users continue from the top of what is new rather than from a button now gone.
 * Only when it appears: a step that stays keeps the focus where the customer is.
 */
export function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnArrival = useRef(focus);
  useEffect(() => {
    if (focusOnArrival.current) heading.current?.focus();
  }, []);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}
