import { type ReactNode, useEffect, useRef } from 'react';

interface SuccessPanelProps {
  title: string;
  /** Moves focus to the heading when shown, so keyboard and screen-reader users land on the news. */
  focusOnShow?: boolean;
  children: ReactNode;
}

/** A form's thank-you: a tick, the heading, then what the form has to say and where to go next. */
export function SuccessPanel({ title, focusOnShow = true, children }: SuccessPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <div role="status" className="flex flex-col items-start gap-4 py-6">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M5 13l4 4L19 7" />
        </svg>
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-stone-900 focus:outline-none">
        {title}
      </h3>
      {children}
    </div>
  );
}
