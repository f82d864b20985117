import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '#core/dates';
import { jobRoute, jobSheetRoute } from '#core/api/jobs-routes';
import { JOB_STAGE_LABELS, type JobDetail, type JobPartView, type JobStage } from '#core/workshop/job-schemas';
import { PAYMENT_WAIT_LABELS } from '#core/workshop/payment-hold';
import { partNotes } from '#core/workshop/part-notes';
import { callQuery, urlOf } from '#client/shared/call-api';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { BoardDiagram } from './board-diagram';
import { dayOf, useMoveJob } from './jobs-api';
import { JobStageOptions } from './job-stage-options';
import { useConfirmedMove } from './move-confirm';

/** OPS-14: what the quote charged for that shapes the part, the same words as the job sheet's. */
function PartNotes({ part }: { part: JobPartView }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {partNotes(part).map((note) => (
        <div key={note.label} className="contents">
          <dt className={note.label === 'Needs a board' ? 'font-semibold text-danger-700' : 'text-ink-muted'}>
            {note.label}
          </dt>
          <dd className={note.label === 'Needs a board' ? 'font-semibold text-danger-700' : undefined}>{note.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function CutList({ job }: { job: JobDetail }) {
  return (
    <Table layout="stack" label="Cut list">
      <TableHead>
        <HeaderCell>Part</HeaderCell>
        <HeaderCell align="right">Qty</HeaderCell>
        <HeaderCell>Finished (mm)</HeaderCell>
        <HeaderCell>Rough (mm)</HeaderCell>
        <HeaderCell>Wood</HeaderCell>
        <HeaderCell align="right">Staves</HeaderCell>
        <HeaderCell>Shape, edges, finish, cutouts, hardware, glue-up</HeaderCell>
      </TableHead>
      <TableBody>
        {job.parts.map((part, index) => (
          <TableRow key={index}>
            <Cell className="font-medium">{part.name}</Cell>
            <Cell label="Qty" align="right">
              {part.quantity}
            </Cell>
            <Cell label="Finished" nowrap>
              {part.finishedLengthMm} × {part.finishedWidthMm} × {part.thicknessMm}
            </Cell>
            <Cell label="Rough" nowrap>
              {part.roughLengthMm} × {part.roughWidthMm} × {part.roughThicknessMm}
            </Cell>
            <Cell label="Wood">{part.woodName}</Cell>
            <Cell label="Staves" align="right">
              {part.staveCount}
            </Cell>
            <Cell label="Notes">
              <PartNotes part={part} />
            </Cell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The job's quote, and a link to its invoices (ADR 047) on the invoices screen, searched by the quote's number. */
function QuoteAndInvoices({ quoteNumber }: { quoteNumber: string }) {
  return (
    <div>
      <p className="text-ink-muted">Quote</p>
      <p className="font-medium">{quoteNumber}</p>
      <Link to={`/admin/invoices?search=${encodeURIComponent(quoteNumber)}`} className="text-walnut-700 underline">
        Its invoices
      </Link>
    </div>
  );
}

/** One job (OPS-13…17): its stage, cut list, each board's plan, the job sheet and every move. */
export function JobDetailScreen() {
  const { id } = useParams();
  const params = { id: id ?? '' };
  const job = useQuery({ ...callQuery(jobRoute, { params }), retry: false });
  const [message, setMessage] = useState<{ text: string; conflict: boolean } | null>(null);
  const move = useMoveJob(setMessage);
  const confirm = useConfirmedMove((request) => move.mutate(request));
  const data = job.data;
  const plan = data?.boardPlan;
  return (
    <StaffPage title={data ? `Job ${data.jobNumber}` : 'Job'}>
      <p className="mb-4 text-sm">
        <Link to="/admin/jobs" className="font-semibold text-walnut-700 underline-offset-4 hover:underline">
          ← All jobs
        </Link>
      </p>
      {job.error ? (
        <StaffLoadError error={job.error} notFound="There is no such job." onRetry={() => void job.refetch()} />
      ) : null}
      {job.isPending ? <p role="status">Loading…</p> : null}
      {data && plan ? (
        <div className="flex flex-col gap-6">
          <section
            aria-label="Summary"
            className="flex flex-wrap items-end gap-x-8 gap-y-3 rounded-xl border border-line bg-card p-4 text-sm"
          >
            <div>
              <p className="text-ink-muted">Customer</p>
              <p className="font-medium">
                {data.partnerName ? `${data.customerName} (client of ${data.partnerName})` : data.customerName}
              </p>
            </div>
            <QuoteAndInvoices quoteNumber={data.quoteNumber} />
            <div>
              <p className="text-ink-muted">Promised</p>
              <p className="font-medium">{dayOf(data.promisedDate)}</p>
            </div>
            <label className="flex flex-col gap-1">
              <span className="text-ink-muted">Stage</span>
              <select
                value={data.stage}
                disabled={move.isPending}
                onChange={(event) => {
                  setMessage(null);
                  confirm.ask(data, event.target.value as JobStage);
                }}
                className="rounded border border-line-strong bg-card px-2 py-1"
              >
                <JobStageOptions delivery={data.delivery} />
              </select>
            </label>
            {data.waitingFor ? (
              <p className="self-center font-semibold text-danger-700">{PAYMENT_WAIT_LABELS[data.waitingFor]}</p>
            ) : null}
            <a
              href={urlOf(jobSheetRoute, { params })}
              download={`${data.jobNumber}-job-sheet.pdf`}
              className="ml-auto rounded-lg bg-walnut-700 px-4 py-2 font-semibold text-white hover:bg-walnut-800"
            >
              Job sheet (PDF)
            </a>
          </section>
          {confirm.dialog}
          <div aria-live="polite">
            {message ? (
              <p
                role={message.conflict ? 'alert' : 'status'}
                className={`rounded-lg p-3 text-sm ${message.conflict ? 'bg-danger-50 text-danger-700' : 'bg-walnut-50 text-ink'}`}
              >
                {message.text}
              </p>
            ) : null}
          </div>
          <section aria-labelledby="cut-list">
            <h2 id="cut-list" className="mb-2 text-lg font-semibold">
              Cut list
            </h2>
            <CutList job={data} />
          </section>
          <section aria-labelledby="board-plan">
            <h2 id="board-plan" className="mb-1 text-lg font-semibold">
              Board plan
            </h2>
            <p className="mb-3 text-sm text-ink-muted">
              {plan.newBoards} new {plan.newBoards === 1 ? 'board' : 'boards'} (at least {plan.lowerBoundBoards}),{' '}
              {plan.boards.length - plan.newBoards} offcuts on hand; yield {plan.yieldPercent.toFixed(1)} %.
            </p>
            <div className="grid gap-3 lg:grid-cols-2">
              {plan.boards.map((board, index) => (
                <BoardDiagram key={index} board={board} index={index} parts={data.parts} />
              ))}
            </div>
          </section>
          <section aria-labelledby="history">
            <h2 id="history" className="mb-2 text-lg font-semibold">
              History
            </h2>
            <ol className="flex flex-col gap-1 text-sm">
              {data.moves.map((m, index) => (
                <li key={index}>
                  <span className="text-ink-muted">{formatDateTime(new Date(m.at))}</span> ·{' '}
                  {m.from
                    ? `${JOB_STAGE_LABELS[m.from]} → ${JOB_STAGE_LABELS[m.to]}`
                    : `${JOB_STAGE_LABELS[m.to]} (job made)`}{' '}
                  · {m.by ?? 'the customer'}
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}
    </StaffPage>
  );
}
