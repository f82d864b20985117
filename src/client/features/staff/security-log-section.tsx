import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '#core/dates';
import { SECURITY_EVENT_LABELS, type SecurityLogEntry } from '#core/accounts/security-log-schemas';
import { securityLogCsvRoute, securityLogRoute } from '#core/api/security-log-routes';
import { callApi, urlOf } from '#client/shared/call-api';
import { Button } from '#client/shared/ui/button';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { StaffLoadError } from '#client/shared/staff-shell/staff-page';
import { SECURITY_LOG_QUERY_KEY } from './staff-api';

function who(entry: SecurityLogEntry): string {
  if (entry.actor.kind === 'visitor') return 'Not signed in';
  return entry.actor.name ?? (entry.actor.kind === 'system' ? 'Command line on the server' : 'Unknown');
}

/** STAFF-14: owners read the security log, newest first, 50 at a time, and download it whole as CSV. */
export function SecurityLogSection() {
  const log = useInfiniteQuery({
    queryKey: SECURITY_LOG_QUERY_KEY,
    queryFn: ({ pageParam }) => callApi(securityLogRoute, { query: pageParam === null ? {} : { before: pageParam } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section
      aria-labelledby="security-log-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="security-log-heading" className="text-xl font-semibold text-ink">
          Security Log
        </h2>
        <a
          href={urlOf(securityLogCsvRoute)}
          download
          className="inline-flex rounded-lg border border-line-strong px-3 py-1.5 text-sm font-semibold text-ink hover:border-walnut-500 hover:bg-walnut-50"
        >
          Download as CSV
        </a>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        Sign-ins, failed attempts and delays, password and staff changes, partner decisions, price-book saves, exports
        and erasures. A client is shown as a keyed code, never its address.
      </p>
      {log.isPending ? (
        <p role="status" className="mt-3 text-ink-muted">
          Loading the security log…
        </p>
      ) : null}
      {log.isError ? (
        <div className="mt-3">
          <StaffLoadError
            error={log.error}
            message="Failed to fetch the security log."
            onRetry={() => void log.refetch()}
          />
        </div>
      ) : null}
      {log.data && entries.length === 0 ? <p className="mt-3 text-ink-muted">Nothing has been recorded yet.</p> : null}
      {entries.length > 0 ? (
        <Table layout="stack" label="Security log entries" busy={log.isFetchingNextPage} className="mt-3">
          <TableHead>
            <HeaderCell>When</HeaderCell>
            <HeaderCell>What</HeaderCell>
            <HeaderCell>By</HeaderCell>
            <HeaderCell>Subject</HeaderCell>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <Cell nowrap className="text-ink-muted">
                  {formatDateTime(new Date(entry.occurredAt))}
                </Cell>
                <Cell label="What" className="text-ink">
                  {SECURITY_EVENT_LABELS[entry.kind]}
                  {entry.detail ? <span className="block text-xs text-ink-muted">{entry.detail}</span> : null}
                </Cell>
                <Cell label="By" className="text-ink">
                  <span className="wrap-anywhere">{who(entry)}</span>
                  {entry.clientHash ? (
                    <span
                      className="block font-mono text-xs text-ink-muted"
                      title="The client’s keyed hash, never its address"
                    >
                      client {entry.clientHash.slice(0, 8)}
                    </span>
                  ) : null}
                </Cell>
                <Cell label="Subject" className="text-ink">
                  <span className="wrap-anywhere">{entry.subject ?? '—'}</span>
                </Cell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </Button>
      ) : null}
    </section>
  );
}
