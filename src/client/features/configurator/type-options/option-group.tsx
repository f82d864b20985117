import type { ReactNode } from 'react';

/** A titled group inside a section; `focusable` lets the page move focus to it after a scroll. */
export function OptionGroup({
  id,
  title,
  focusable = false,
  children,
}: {
  id: string;
  title: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <div id={id} className="scroll-mt-4">
      <h3
        id={`${id}-heading`}
        tabIndex={focusable ? -1 : undefined}
        className="mb-2.5 scroll-mt-6 font-sans text-sm font-semibold tracking-wide text-ink uppercase outline-none"
      >
        {title}
      </h3>
      {children}
    </div>
  );
}
