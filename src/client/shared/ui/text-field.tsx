import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../cx';
import { FieldMessage } from './field-message';

export const INPUT_CLASSES =
  'mt-1.5 w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors focus:border-walnut-600 focus:ring-2 focus:ring-walnut-500/40';

export function inputStateClasses(error: string | undefined): string {
  return error ? 'border-danger-700 ring-2 ring-danger-700/15' : 'border-line-strong';
}

interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string;
}

function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return error || hint ? `${id}-message` : undefined;
}

/** A labelled input whose message is tied to it (aria-describedby, aria-invalid). */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cx(INPUT_CLASSES, inputStateClasses(error))}
        {...input}
        {...registration}
      />
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  registration,
  error,
  hint,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cx(INPUT_CLASSES, inputStateClasses(error))}
        {...textarea}
        {...registration}
      />
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}
