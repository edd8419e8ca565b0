import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading, focused when the step appears after the visitor's action (not on page load), so
 * keyboard and screen-reader users land on the new step rather than on a button that is gone.
 */
export function StepHeading({
  id,
  focusOnShow,
  children,
}: {
  id: string;
  focusOnShow: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <h2
      ref={heading}
      id={id}
      tabIndex={-1}
      className="scroll-mt-24 text-xl font-semibold text-stone-900 focus:outline-none"
    >
      {children}
    </h2>
  );
}
