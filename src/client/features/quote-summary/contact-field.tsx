import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../shared/cx';
import { FieldMessage } from '../../shared/ui/field-message';

interface Props {
  id: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** A labelled text input whose message is tied to it (aria-describedby, aria-invalid). */
export function ContactField({ id, label, type, autoComplete, registration, error }: Props) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={cx(
          'mt-1.5 w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors focus:border-walnut-600 focus:ring-2 focus:ring-walnut-500/40',
          error ? 'border-danger-700 ring-2 ring-danger-700/15' : 'border-line-strong',
        )}
        {...registration}
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
