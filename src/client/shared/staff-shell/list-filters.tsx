import { useSearchParams } from 'react-router';
import { Button } from '#client/shared/ui/button';
import { DateField } from '#client/shared/ui/date-field';

/**
 * Sets (or, empty, removes) each of the patch's keys in the address; any other change of filter goes back to page 1.
 */
export type UpdateAddress = (patch: Record<string, string>) => void;

/** A staff list's filters kept in its address (STAFF-08), so a link or Back returns to the same list. */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const update: UpdateAddress = (patch) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  return { params, setParams, update };
}

/**
 * The address's query kept only of the keys a list reads, with no empty values: '' or '?status=sent&page=2'; for the
 * links from a list to a record and back.
 */
export function keptQuery(params: URLSearchParams, keys: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** A staff list's search (`search`), status (`status`) and period (`from`, `to`), kept in the address. */
export function ListFilters({
  params,
  update,
  searchLabel,
  statuses,
  dateLabels = ['From', 'To'],
}: {
  params: URLSearchParams;
  update: UpdateAddress;
  searchLabel: string;
  statuses: readonly { value: string; label: string }[];
  dateLabels?: readonly [string, string];
}) {
  return (
    <form
      role="search"
      className="mb-4 flex flex-wrap items-end gap-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const search = new FormData(event.currentTarget).get('search');
        update({ search: typeof search === 'string' ? search.trim() : '' });
      }}
    >
      <label className="flex flex-col">
        {searchLabel}
        <input
          name="search"
          defaultValue={params.get('search') ?? ''}
          className="w-64 max-w-full rounded border border-line-strong bg-card px-2 py-1"
        />
      </label>
      <Button type="submit" size="sm">
        Search
      </Button>
      <label className="flex flex-col">
        Status
        <select
          value={params.get('status') ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          className="rounded border border-line-strong bg-card px-2 py-1"
        >
          <option value="">All</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </label>
      <DateField label={dateLabels[0]} value={params.get('from') ?? ''} onChange={(from) => update({ from })} />
      <DateField label={dateLabels[1]} value={params.get('to') ?? ''} onChange={(to) => update({ to })} />
    </form>
  );
}
