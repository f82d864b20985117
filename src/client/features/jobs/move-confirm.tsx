import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { stageEmailRoute } from '#core/api/jobs-routes';
import {
  ANNOUNCED_STAGES,
  JOB_STAGE_LABELS,
  skippedStages,
  type JobDelivery,
  type JobStage,
} from '#core/workshop/job-schemas';
import { moveWaitsFor, PAYMENT_WAIT_LABELS, type PaymentWait } from '#core/workshop/payment-hold';
import { callQuery } from '#client/shared/call-api';
import { useSession } from '#client/shared/session/use-session';
import type { MoveRequest } from './jobs-api';

/** What a move needs to know of its job: where it is and how it leaves the workshop. */
export interface MovingJob {
  id: number;
  jobNumber: string;
  version: number;
  stage: JobStage;
  delivery: JobDelivery;
  /** What the job waits for before it moves on (ADR 050); absent, nothing. */
  waitingFor?: PaymentWait | null;
}

interface Pending {
  job: MovingJob;
  to: JobStage;
  skipped: JobStage[];
  waits: PaymentWait | null;
}

type Decide = (emailCustomer: boolean, override?: { reason: string }) => void;

const buttonClass = 'rounded-lg px-4 py-2 text-sm font-semibold';

/**
 * OPS-18: a move to a stage the customer hears about asks "E-mail the customer now?" with the
 * message shown, and a move past stages asks too; any other move goes straight through. The
 * e-mail goes only on the staff's yes (`emailCustomer`), which the server also requires.
 */
export function useConfirmedMove(mutate: (move: MoveRequest) => void): {
  ask: (job: MovingJob, to: JobStage) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = (job: MovingJob, to: JobStage) => {
    if (job.stage === to) return;
    const skipped = skippedStages(job.delivery, job.stage, to);
    const waits = moveWaitsFor({ stage: job.stage, waitingFor: job.waitingFor ?? null }, to);
    if (skipped.length === 0 && !ANNOUNCED_STAGES.includes(to) && !waits) {
      mutate({ id: job.id, jobNumber: job.jobNumber, version: job.version, stage: to });
      return;
    }
    setPending({ job, to, skipped, waits });
  };
  const decide: Decide = (emailCustomer, override) => {
    if (pending) {
      const { job, to } = pending;
      mutate({
        id: job.id,
        jobNumber: job.jobNumber,
        version: job.version,
        stage: to,
        emailCustomer,
        ...(override ? { override } : {}),
      });
    }
    setPending(null);
  };
  return {
    ask,
    dialog: pending ? <MoveDialog pending={pending} onDecide={decide} onCancel={() => setPending(null)} /> : null,
  };
}

const REASON_MIN = 5;
const REASON_MAX = 500;

/**
 * ADR 050: the job waits for its deposit or balance. Anyone may still try (it may have been paid
 * since the board loaded); an owner may move it anyway, saying why, for the security log.
 */
function PaymentWaitNote({ waits, onOverride }: { waits: PaymentWait; onOverride: (reason: string) => void }) {
  const session = useSession().data;
  const owner = session?.kind === 'staff' && session.staff.role === 'owner';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) setError(`Say why in at least ${REASON_MIN} characters.`);
    else if (trimmed.length > REASON_MAX) setError(`Keep the reason under ${REASON_MAX} characters.`);
    else onOverride(trimmed);
  };
  return (
    <section aria-label="Payment" className="mb-3 rounded-lg bg-danger-50 p-3 text-danger-700">
      <p className="font-semibold">{PAYMENT_WAIT_LABELS[waits]}.</p>
      <p>
        {owner
          ? 'It moves once it is paid, or now if you give the reason, which the security log keeps.'
          : 'It moves once it is paid; only an owner can move it before.'}
      </p>
      {owner ? (
        <div className="mt-2 flex flex-col gap-1 text-ink">
          <label htmlFor="override-reason" className="font-semibold">
            Reason to move it before it is paid
          </label>
          <textarea
            id="override-reason"
            value={reason}
            maxLength={REASON_MAX}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'override-reason-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
            className="rounded border border-line-strong bg-card p-2"
          />
          {error ? (
            <p id="override-reason-error" className="text-danger-700">
              {error}
            </p>
          ) : null}
          <button type="button" onClick={submit} className={`${buttonClass} self-start bg-danger-700 text-white`}>
            Move anyway
          </button>
        </div>
      ) : null}
    </section>
  );
}

function MoveDialog({ pending, onDecide, onCancel }: { pending: Pending; onDecide: Decide; onCancel: () => void }) {
  const { job, to, skipped } = pending;
  const announced = ANNOUNCED_STAGES.includes(to);
  // Not kept once the dialog closes: the next one asks afresh, so it knows an e-mail went since.
  const preview = useQuery({
    ...callQuery(stageEmailRoute, { params: { id: job.id }, query: { stage: to } }),
    enabled: announced,
    retry: false,
    gcTime: 0,
  });
  const email = preview.data?.email ?? null;
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="move-confirm-title"
      className="mb-4 rounded-xl border border-walnut-300 bg-card p-4 text-sm shadow"
    >
      <h2 id="move-confirm-title" className="mb-2 text-base font-semibold">
        Move {job.jobNumber} to {JOB_STAGE_LABELS[to]}?
      </h2>
      {skipped.length > 0 ? (
        <p className="mb-2">This skips {skipped.map((stage) => JOB_STAGE_LABELS[stage]).join(', ')}.</p>
      ) : null}
      {pending.waits ? (
        <PaymentWaitNote waits={pending.waits} onOverride={(reason) => onDecide(false, { reason })} />
      ) : null}
      {announced && preview.isPending ? <p role="status">Loading the e-mail…</p> : null}
      {announced && preview.error ? (
        <p role="alert">The e-mail could not be shown, so none will be sent; move the job without it, or try again.</p>
      ) : null}
      {email ? (
        <section aria-label="The e-mail" className="mb-3">
          <p className="font-semibold">E-mail the customer now?</p>
          <p className="text-ink-muted">
            To {email.to} · {email.subject}
          </p>
          <pre className="mt-2 max-h-64 overflow-auto rounded border border-line bg-walnut-50 p-2 font-sans text-xs whitespace-pre-wrap">
            {email.text}
          </pre>
        </section>
      ) : null}
      {preview.data?.reason && announced ? <p className="mb-2 text-ink-muted">{preview.data.reason}</p> : null}
      <div className="flex flex-wrap gap-2">
        {email ? (
          <button
            type="button"
            onClick={() => onDecide(true)}
            className={`${buttonClass} bg-walnut-700 text-white hover:bg-walnut-800`}
          >
            Move and e-mail
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => onDecide(false)}
          className={`${buttonClass} border border-line-strong bg-card`}
        >
          {email ? 'Move without e-mail' : 'Move'}
        </button>
        <button type="button" onClick={onCancel} className={`${buttonClass} text-walnut-700`}>
          Cancel
        </button>
      </div>
    </div>
  );
}
