import type { ReactNode } from 'react';

interface ConfigSectionProps {
  id: string;
  number: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** Steps 1 and 2 are on a phone's first screen; the ones after it are rendered as they come near it. */
const FIRST_SCREEN_STEPS = 2;

/** One numbered step of the configuration form; its heading can take focus when the page scrolls to it. */
export function ConfigSection({ id, number, title, description, children }: ConfigSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${number > FIRST_SCREEN_STEPS ? 'below-first-screen ' : ''}scroll-mt-4 rounded-2xl border border-line bg-card p-5 shadow-[0_1px_2px_rgba(67,34,13,0.04)] sm:p-6`}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-walnut-100 text-sm font-semibold text-walnut-800"
        >
          {number}
        </span>
        <h2 id={`${id}-heading`} tabIndex={-1} className="scroll-mt-6 text-xl font-semibold text-ink outline-none">
          {title}
        </h2>
      </div>
      {description ? <p className="mt-2 text-sm text-ink-muted sm:pl-10">{description}</p> : null}
      <div className="mt-4 sm:pl-10">{children}</div>
    </section>
  );
}
