import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type DragEvent } from 'react';
import { Link } from 'react-router';
import { jobsRoute } from '#core/api/jobs-routes';
import { DONE_STAGES, JOB_STAGE_LABELS, JOB_STAGES, type JobRow, type JobStage } from '#core/workshop/job-schemas';
import { workshopDay } from '#core/workshop/job-view';
import { PAYMENT_WAIT_LABELS } from '#core/workshop/payment-hold';
import { callQuery } from '#client/shared/call-api';
import { DateField } from '#client/shared/ui/date-field';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { dayOf, speciesName, useMoveJob, usePriceBookSpecies, type MoveRequest } from './jobs-api';
import { JobStageOptions } from './job-stage-options';
import { useConfirmedMove } from './move-confirm';
import { SpeciesOptions } from './species-options';

const WIDE = '(min-width: 768px)';

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', change);
      return () => query.removeEventListener('change', change);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/** The stage select every card carries: how a keyboard (or a phone) moves a job (OPS-13). */
function StageSelect({
  job,
  disabled,
  onMove,
}: {
  job: JobRow;
  disabled: boolean;
  onMove: (move: MoveRequest) => void;
}) {
  return (
    <label className="mt-2 flex flex-col gap-1 text-xs text-ink-muted">
      <span>
        Stage <span className="sr-only">of {job.jobNumber}</span>
      </span>
      <select
        value={job.stage}
        disabled={disabled}
        onChange={(event) =>
          onMove({ id: job.id, jobNumber: job.jobNumber, version: job.version, stage: event.target.value as JobStage })
        }
        className="rounded border border-line-strong bg-card px-2 py-1 text-sm text-ink"
      >
        <JobStageOptions delivery={job.delivery} />
      </select>
    </label>
  );
}

function JobCard({ job, busy, onMove }: { job: JobRow; busy: boolean; onMove: (move: MoveRequest) => void }) {
  const late = job.promisedDate < workshopDay(new Date()) && !DONE_STAGES.includes(job.stage);
  const species = usePriceBookSpecies();
  return (
    <article
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.setData('application/x-grainline-job', String(job.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={`Job ${job.jobNumber}`}
      data-testid={`job-${job.jobNumber}`}
      className="cursor-grab rounded-lg border border-line bg-card p-2 text-sm shadow-sm active:cursor-grabbing"
    >
      <Link
        to={`/admin/jobs/${job.id}`}
        className="font-semibold whitespace-nowrap text-walnut-700 underline-offset-4 hover:underline"
      >
        {job.jobNumber}
      </Link>
      <p className="text-ink">{job.partnerName ? `${job.customerName} (${job.partnerName})` : job.customerName}</p>
      <p className="text-ink-muted">
        {job.surfaceCount} {job.surfaceCount === 1 ? 'surface' : 'surfaces'} ·{' '}
        {job.species.map((id) => speciesName(id, species)).join(', ')}
      </p>
      <p className={late ? 'font-semibold text-danger-700' : 'text-ink-muted'}>
        Promised {dayOf(job.promisedDate)}
        {late ? ' (late)' : ''}
      </p>
      {job.waitingFor ? <p className="font-semibold text-danger-700">{PAYMENT_WAIT_LABELS[job.waitingFor]}</p> : null}
      <StageSelect job={job} disabled={busy} onMove={onMove} />
    </article>
  );
}

/** A stage's column: a job dropped on it moves there. */
function StageColumn({
  stage,
  jobs,
  busy,
  onMove,
}: {
  stage: JobStage;
  jobs: JobRow[];
  busy: boolean;
  onMove: (move: MoveRequest) => void;
}) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const id = Number(event.dataTransfer.getData('application/x-grainline-job'));
    // The board fills in the job's number and version; a drop from elsewhere names no job.
    if (Number.isInteger(id) && id > 0) onMove({ id, jobNumber: '', version: 0, stage });
  };
  return (
    <section
      aria-labelledby={`stage-${stage}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex min-h-40 min-w-36 flex-1 flex-col gap-2 rounded-xl border p-2 ${over ? 'border-walnut-500 bg-walnut-50' : 'border-line bg-canvas'}`}
    >
      <h2 id={`stage-${stage}`} className="px-1 text-sm font-semibold text-ink">
        {JOB_STAGE_LABELS[stage]} <span className="font-normal text-ink-muted">({jobs.length})</span>
      </h2>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} busy={busy} onMove={onMove} />
      ))}
    </section>
  );
}

/** On a phone: one list, soonest promise first, each job with its stage select. */
function JobListView({ jobs, busy, onMove }: { jobs: JobRow[]; busy: boolean; onMove: (move: MoveRequest) => void }) {
  return (
    <ul aria-label="Jobs" className="flex flex-col gap-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} busy={busy} onMove={onMove} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The job board (OPS-13): a column per stage on a wide screen, a list on a phone; a job moves
 * by dragging it to a column or with its stage select. Filters by the week a job is promised
 * in and by species.
 */
export function JobsScreen() {
  const [week, setWeek] = useState('');
  const [species, setSpecies] = useState('');
  const speciesList = usePriceBookSpecies();
  const [message, setMessage] = useState<{ text: string; conflict: boolean } | null>(null);
  const wide = useWideScreen();
  const query = { ...(week ? { week } : {}), ...(species ? { species } : {}) };
  const jobs = useQuery({ ...callQuery(jobsRoute, { query }), retry: false });
  const move = useMoveJob(setMessage);
  const confirm = useConfirmedMove((request) => move.mutate(request));
  const list = jobs.data?.jobs ?? [];

  const onMove = (request: MoveRequest) => {
    // A drop names only the job: take its number, version and delivery from what the board shows.
    const job = list.find((j) => j.id === request.id);
    if (!job || job.stage === request.stage) return;
    setMessage(null);
    confirm.ask(job, request.stage);
  };

  return (
    <StaffPage title="Jobs" wide>
      <div className="mb-4 flex flex-wrap items-end gap-4 text-sm">
        <DateField label="Promised in the week of" value={week} onChange={setWeek} className="gap-1" />
        <label className="flex flex-col gap-1">
          Species
          <select
            value={species}
            onChange={(e) => setSpecies(e.target.value)}
            className="rounded border border-line-strong bg-card px-2 py-1"
          >
            <option value="">every species</option>
            <SpeciesOptions species={speciesList} keep={species} />
          </select>
        </label>
        {week || species ? (
          <button
            type="button"
            onClick={() => {
              setWeek('');
              setSpecies('');
            }}
            className="rounded px-2 py-1 font-semibold text-walnut-700 underline-offset-4 hover:underline"
          >
            Show every job
          </button>
        ) : null}
        <Link to="/admin/workshop" className="ml-auto font-semibold text-walnut-700 underline-offset-4 hover:underline">
          Stock and buying list
        </Link>
      </div>
      {confirm.dialog}
      <div aria-live="polite">
        {message ? (
          <p
            role={message.conflict ? 'alert' : 'status'}
            className={`mb-3 rounded-lg p-3 text-sm ${message.conflict ? 'bg-danger-50 text-danger-700' : 'bg-walnut-50 text-ink'}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {jobs.error ? (
        <StaffLoadError
          error={jobs.error}
          message="The jobs could not be loaded."
          onRetry={() => void jobs.refetch()}
        />
      ) : null}
      {jobs.isPending ? <p role="status">Loading…</p> : null}
      {jobs.data && list.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {week || species ? 'No job matches these filters.' : 'No jobs yet: an accepted quote becomes one.'}
        </p>
      ) : null}
      {list.length > 0 && wide ? (
        <div className="flex gap-2 overflow-x-auto pb-3" role="group" aria-label="Job board">
          {JOB_STAGES.map((stage) => (
            <StageColumn
              key={stage}
              stage={stage}
              jobs={list.filter((job) => job.stage === stage)}
              busy={move.isPending}
              onMove={onMove}
            />
          ))}
        </div>
      ) : null}
      {list.length > 0 && !wide ? <JobListView jobs={list} busy={move.isPending} onMove={onMove} /> : null}
    </StaffPage>
  );
}
