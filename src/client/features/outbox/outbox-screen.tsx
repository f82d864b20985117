import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { outboxRoute, retryOutboxMessageRoute } from '#core/api/back-office-routes';
import { OUTBOX_STATUSES, type OutboxStatusName } from '#core/back-office/outbox-view';
import { formatDateTime } from '#core/dates';
import { formatStatus } from '#core/format-status';
import { callApi, callQuery } from '#client/shared/call-api';
import { Button } from '#client/shared/ui/button';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { refreshStaffAttention } from '#client/shared/staff-shell/staff-attention';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { OutboxMessage } from './outbox-message';

/** STAFF-09: every message with its attempts and last error; open one to read what it said; retry a failed one. */
export function OutboxScreen() {
  const [status, setStatus] = useState<OutboxStatusName | ''>('');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const queryClient = useQueryClient();
  const messages = useQuery({ ...callQuery(outboxRoute, { query: status ? { status } : {} }), retry: false });
  const retry = useMutation({
    mutationFn: (id: number) => callApi(retryOutboxMessageRoute, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [outboxRoute.path] }),
        refreshStaffAttention(queryClient),
      ]),
  });
  return (
    <StaffPage title="Outbox">
      <label className="mb-3 inline-flex items-center gap-2 text-sm">
        Show
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as OutboxStatusName | '')}
          className="rounded border border-line-strong bg-card px-2 py-1"
        >
          <option value="">all messages</option>
          {OUTBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {messages.error ? <StaffLoadError error={messages.error} /> : null}
      {messages.data?.length === 0 ? <p className="text-sm text-ink-muted">No messages.</p> : null}
      {messages.data && messages.data.length > 0 ? (
        <Table layout="stack" label="Messages">
          <TableHead>
            <HeaderCell>Queued</HeaderCell>
            <HeaderCell>To</HeaderCell>
            <HeaderCell>Subject</HeaderCell>
            <HeaderCell>Status</HeaderCell>
            <HeaderCell align="right">Attempts</HeaderCell>
            <HeaderCell>Last error</HeaderCell>
            <HeaderCell>
              <span className="sr-only">Actions</span>
            </HeaderCell>
          </TableHead>
          <TableBody>
            {messages.data.map((m) => (
              <Fragment key={m.id}>
                <TableRow>
                  <Cell label="Queued" nowrap>
                    {formatDateTime(new Date(m.createdAt))}
                  </Cell>
                  <Cell label="To" className="wrap-anywhere">
                    {m.to}
                  </Cell>
                  <Cell label="Subject">{m.subject}</Cell>
                  <Cell label="Status" className={m.status === 'failed' ? 'font-semibold text-red-700' : ''}>
                    {formatStatus(m.status)}
                  </Cell>
                  <Cell label="Attempts" align="right" nowrap>
                    {m.attempts}
                  </Cell>
                  <Cell label={m.lastError ? 'Last error' : undefined} className="text-xs break-words sm:max-w-xs">
                    {m.lastError}
                  </Cell>
                  <Cell>
                    <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap max-sm:justify-start">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-expanded={opened.has(m.id)}
                        aria-controls={`outbox-message-${m.id}`}
                        onClick={() => toggle(m.id)}
                      >
                        {opened.has(m.id) ? 'Hide message' : 'Show message'}
                      </Button>
                      {m.status === 'failed' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={retry.isPending}
                          onClick={() => retry.mutate(m.id)}
                        >
                          Retry
                        </Button>
                      ) : null}
                    </div>
                  </Cell>
                </TableRow>
                {opened.has(m.id) ? (
                  <TableRow divider={false}>
                    <Cell colSpan={7} className="pb-4">
                      <OutboxMessage id={m.id} elementId={`outbox-message-${m.id}`} />
                    </Cell>
                  </TableRow>
                ) : null}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </StaffPage>
  );
}
