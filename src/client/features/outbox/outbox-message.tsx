import { useQuery } from '@tanstack/react-query';
import { outboxMessageRoute } from '#core/api/back-office-routes';
import { callQuery } from '#client/shared/call-api';
import { StaffLoadError } from '#client/shared/staff-shell/staff-page';

/** STAFF-09: what one message said, opened under its row: the text part as sent, and the attachments by name. */
export function OutboxMessage({ id, elementId }: { id: number; elementId: string }) {
  const message = useQuery({ ...callQuery(outboxMessageRoute, { params: { id } }), retry: false });
  return (
    <div id={elementId} className="rounded-lg border border-line bg-canvas p-3" data-testid="outbox-message">
      {message.error ? (
        <StaffLoadError
          error={message.error}
          notFound="This message is no longer in the outbox."
          onRetry={() => void message.refetch()}
        />
      ) : null}
      {message.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading the message…
        </p>
      ) : null}
      {message.data ? (
        <>
          <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-ink-muted">Subject</dt>
            <dd className="font-medium wrap-anywhere">{message.data.subject}</dd>
            <dt className="text-ink-muted">To</dt>
            <dd className="wrap-anywhere">{message.data.to}</dd>
            {message.data.cc ? (
              <>
                <dt className="text-ink-muted">Cc</dt>
                <dd className="wrap-anywhere">{message.data.cc}</dd>
              </>
            ) : null}
            {message.data.replyTo ? (
              <>
                <dt className="text-ink-muted">Reply to</dt>
                <dd className="wrap-anywhere">{message.data.replyTo}</dd>
              </>
            ) : null}
            <dt className="text-ink-muted">Attached</dt>
            <dd>
              {message.data.attachments.length === 0 ? (
                'Nothing'
              ) : (
                <ul>
                  {message.data.attachments.map((attachment, index) => (
                    <li key={index} className="wrap-anywhere">
                      {attachment.fileName}{' '}
                      <span className="text-ink-muted">({Math.ceil(attachment.sizeBytes / 1024)} KB)</span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
          <pre
            className="mt-3 max-h-96 overflow-auto rounded border border-line bg-card p-3 font-sans text-sm whitespace-pre-wrap wrap-anywhere"
            role="region"
            tabIndex={0}
            aria-label="The message's text"
          >
            {message.data.text}
          </pre>
        </>
      ) : null}
    </div>
  );
}
