import { useState } from 'react';
import { cx } from '../cx';
import { FieldMessage } from './field-message';

interface NumberFieldProps {
  id: string;
  label: string;
  /** undefined or NaN shows an empty input. */
  value: number | undefined;
  /** undefined for a blank input, NaN for text that is not a number. */
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  unit?: string;
  placeholder?: string;
  className?: string;
}

const format = (value: number | undefined): string => (value === undefined || Number.isNaN(value) ? '' : String(value));

function parse(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const sameNumber = (a: number | undefined, b: number | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && Number.isNaN(a) && Number.isNaN(b));

/**
 * A millimetre or count input. It keeps the customer's own text while they type (a text
 * input, because type=number hides what was typed when it is not a number) and reports
 * every change, so validation can show out-of-bounds values instead of silently fixing them.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  unit,
  placeholder,
  className,
}: NumberFieldProps) {
  const [text, setText] = useState(() => format(value));
  const [shownValue, setShownValue] = useState(value);
  // A value changed from outside (a preset, a type change, a rule) replaces the text.
  if (!sameNumber(value, shownValue)) {
    setShownValue(value);
    if (!sameNumber(parse(text), value)) setText(format(value));
  }
  const messageId = `${id}-message`;
  return (
    // ANALYTICS-20: the field is named for the click heatmaps by its id (`field:lengthMm`).
    <div className={className} data-hm={`field:${id}`}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={cx(
          'mt-1.5 flex items-center rounded-lg border bg-white transition-colors focus-within:border-walnut-600 focus-within:ring-2 focus-within:ring-walnut-500/40',
          error ? 'border-danger-700 ring-2 ring-danger-700/15' : 'border-line-strong',
        )}
      >
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const parsed = parse(next);
            setShownValue(parsed);
            onChange(parsed);
          }}
          onBlur={onBlur}
          className="w-full min-w-0 rounded-lg bg-transparent px-3 py-2.5 text-base text-ink tabular-nums outline-none placeholder:text-ink-muted/70"
        />
        {unit ? (
          <span aria-hidden="true" className="pr-3 text-sm text-ink-muted">
            {unit}
          </span>
        ) : null}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
