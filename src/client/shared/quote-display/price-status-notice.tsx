/** While a price cannot be shown: prices still loading, or why they cannot be had. */
export function PriceStatusNotice({ state }: { state: { status: string; message?: string } }) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading prices…
      </p>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
        {state.message}
      </p>
    );
  }
  return null;
}
