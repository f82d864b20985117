import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * A 400 from our server names each bad field; those messages go under the fields the person
 * typed into. Returns whether any field was marked, so the caller can fall back to a toast.
 */
export function markServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = error.detail?.fields ?? {};
  let marked = false;
  for (const name of fieldNames) {
    const message = fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      marked = true;
    }
  }
  return marked;
}
