/** An inline message under a field; errors are announced politely as they appear. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700">
        <span aria-hidden="true">⚠</span>
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className="mt-1.5 text-sm text-ink-muted">
        {hint}
      </p>
    );
  }
  return null;
}
