import { useState } from 'react';
import { cx } from '#client/shared/cx';
import { inputStateClasses } from '#client/shared/ui/text-field';
import type { FigureFormat } from './figure-formats';

export interface FigureInputProps {
  value: number;
  onChange: (value: number) => void;
  format: FigureFormat;
  disabled: boolean;
  /** Where no visible label names the input (a table cell). */
  label?: string;
  id?: string;
  /** The field's message; the input is marked invalid and described by `messageId` while there is one. */
  error?: string | undefined;
  messageId?: string;
  className?: string;
}

/**
 * A figure typed as text: the text stays as the person typed it while it reads as the value,
 * and follows the value when that changes from outside (a restore, a reload of the book).
 */
export function FigureInput({
  value,
  onChange,
  format,
  disabled,
  label,
  id,
  error,
  messageId,
  className,
}: FigureInputProps) {
  const [text, setText] = useState(() => format.toText(value));
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(shownValue, value)) {
    setShownValue(value);
    if (!Object.is(format.parse(text), value)) setText(format.toText(value));
  }
  return (
    <input
      id={id}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error && messageId ? messageId : undefined}
      inputMode={format.inputMode}
      disabled={disabled}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = format.parse(event.target.value);
        setShownValue(next);
        onChange(next);
      }}
      className={cx(
        'rounded border bg-card px-2 py-1 text-right text-sm tabular-nums',
        inputStateClasses(error),
        className ?? 'w-32',
      )}
    />
  );
}

/** A field's message, under its input; the input points at it with aria-describedby. */
export function FieldError({ id, error, className }: { id: string; error: string | undefined; className?: string }) {
  return error ? (
    <p id={id} className={cx('mt-1 text-xs font-medium text-danger-700', className)}>
      {error}
    </p>
  ) : null;
}
