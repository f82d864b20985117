import type { UseFormRegisterReturn } from 'react-hook-form';
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
}

/**
 * The one password input of every sign-in, setup and change-password form: a labelled text
 * field whose message is tied to it, hidden as typed, and named for the password manager.
 */
export function PasswordField({ id, label = 'Password', purpose, registration, error, hint }: PasswordFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      registration={registration}
      error={error}
      hint={hint}
    />
  );
}
