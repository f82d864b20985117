import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEW_PASSWORD_RULES } from '#core/accounts/account-schemas';
import { TextField } from './text-field';

interface PasswordFieldProps {
  id: string;
  /** 'Password' unless the form holds several (current, new, confirm). */
  label?: string;
  /**
   * Which password this is, for the browser's password manager: the saved one (`current`), or
   * one being chosen (`new`), which it offers to generate and save.
   */
  purpose: 'current' | 'new';
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string;
  /** The password being chosen (not its confirmation): its rules show before anything is typed, and stay. */
  showRules?: boolean;
}

/**
 * The one password input of every sign-in, setup and change-password form: a labelled text
 * field whose message is tied to it, hidden as typed, and named for the password manager.
 */
export function PasswordField({
  id,
  label = 'Password',
  purpose,
  registration,
  error,
  hint,
  showRules = false,
}: PasswordFieldProps) {
  const field = (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      registration={registration}
      error={error}
      hint={hint}
      // The rules are read with the field, and with the message that says which one was missed.
      {...(showRules
        ? { 'aria-describedby': [`${id}-rules`, error || hint ? `${id}-message` : ''].join(' ').trim() }
        : {})}
    />
  );
  if (!showRules) return field;
  return (
    <div>
      {field}
      <p id={`${id}-rules`} className="mt-1.5 text-sm text-ink-muted">
        {NEW_PASSWORD_RULES}
      </p>
    </div>
  );
}
