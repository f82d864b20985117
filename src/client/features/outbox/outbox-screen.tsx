import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OUTBOX_STATUSES, type OutboxRowView, type OutboxStatusName } from '../../../core/back-office/outbox-view';
import { formatDateTime } from '../../../core/dates';
import { getData, postData } from '../../shared/api-client';
import { Button } from '../../shared/ui/button';
import { StaffLoadError, StaffPage } from '../staff-shell/staff-page';

/** Issue 15 item 7: every message with its attempts and last error (never its body); retry a failed one. */
export function OutboxScreen() {
  const [status, setStatus] = useState<OutboxStatusName | ''>('');
  const queryClient = useQueryClient();
  const url = `/api/admin/outbox${status ? `?status=${status}` : ''}`;
  const messages = useQuery({ queryKey: [url], queryFn: () => getData<OutboxRowView[]>(url), retry: false });
  const retry = useMutation({
    mutationFn: (id: number) => postData(`/api/admin/outbox/${id}/retry`, {}),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [url] }), queryClient.invalidateQueries({ queryKey: ['/api/admin/attention'] })]),
  });
  return (
    <StaffPage title="Outbox">
      <label className="mb-3 inline-flex items-center gap-2 text-sm">
        Show
        <select value={status} onChange={(e) => setStatus(e.target.value as OutboxStatusName | '')} className="rounded border border-line-strong bg-card px-2 py-1">
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
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-ink-muted">
              <th>Queued</th>
              <th>To</th>
              <th>Subject</th>
              <th>Status</th>
              <th>Attempts</th>
              <th>Last error</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {messages.data.map((m) => (
              <tr key={m.id} className="border-t border-line align-top">
                <td className="py-1">{formatDateTime(new Date(m.createdAt))}</td>
                <td>{m.to}</td>
                <td>{m.subject}</td>
                <td className={m.status === 'failed' ? 'font-semibold text-red-700' : ''}>{m.status}</td>
                <td>{m.attempts}</td>
                <td className="max-w-xs break-words text-xs">{m.lastError}</td>
                <td>
                  {m.status === 'failed' ? (
                    <Button size="sm" variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate(m.id)}>
                      Retry
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </StaffPage>
  );
}
