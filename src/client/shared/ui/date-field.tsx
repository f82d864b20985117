import { useId, useRef, useState } from 'react';
import { formatDay, parseTypedDay } from '#core/dates';
import { cx } from '../cx';
import { inputStateClasses } from './text-field';

/**
 * STAFF-19: a day typed and shown as en-ZA writes it (`2026/11/25`), whatever language the
 * browser speaks; a browser's own date input shows the browser's format instead. The calendar
 * button opens the browser's picker, whose choice is written back the same way. `value` and
 * `onChange` carry `2026-11-25`, or '' for no day.
 */
export function DateField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (isoDay: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(() => formatDay(value));
  const [shownValue, setShownValue] = useState(value);
  const [problem, setProblem] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  if (shownValue !== value) {
    // The day changed from outside (the address, the picker): the box follows it.
    setShownValue(value);
    if (parseTypedDay(text) !== value) setText(formatDay(value));
  }
  const commit = (typed: string, final: boolean) => {
    if (typed.trim() === '') {
      setProblem(false);
      if (value !== '') onChange('');
      return;
    }
    const day = parseTypedDay(typed);
    // While typing, only a whole day is taken: `2026/11/2` is on its way to `2026/11/25`.
    if (day && (final || /^\d{4}[/.-]\d{2}[/.-]\d{2}$/.test(typed.trim()))) {
      setProblem(false);
      if (day !== value) onChange(day);
    } else if (final) {
      setProblem(true);
    }
  };
  return (
    <div className={cx('flex flex-col', className)}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <span className="flex items-center gap-1">
        <input
          id={id}
          inputMode="numeric"
          placeholder="YYYY/MM/DD"
          autoComplete="off"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            commit(event.target.value, false);
          }}
          onBlur={(event) => commit(event.target.value, true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value, true);
          }}
          className={cx(
            'w-32 rounded border bg-card px-2 py-1 tabular-nums',
            inputStateClasses(problem ? 'invalid' : undefined),
          )}
        />
        <button
          type="button"
          aria-label="Calendar"
          aria-describedby={`${id}-label`}
          onClick={() => picker.current?.showPicker()}
          className="rounded border border-line-strong bg-card px-2 py-1 text-ink-muted hover:bg-walnut-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="2" y="3" width="12" height="11" rx="1.5" />
            <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
          </svg>
        </button>
        {/* The browser's picker only: never focused or read, its choice shows in the box above. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={value}
          onChange={(event) => {
            setProblem(false);
            onChange(event.target.value);
          }}
          className="sr-only"
        />
      </span>
      {problem ? (
        <span id={`${id}-problem`} className="text-xs font-medium text-danger-700">
          Use a date such as 2026/11/25
        </span>
      ) : null}
    </div>
  );
}
