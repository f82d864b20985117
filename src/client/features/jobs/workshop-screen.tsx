import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  buyingListRoute,
  jobRoute,
  jobsRoute,
  replaceStockRoute,
  saveWorkshopSettingsRoute,
  stockRoute,
  workshopSettingsRoute,
} from '#core/api/jobs-routes';
import type { SpeciesEntry } from '#core/price-book-admin/price-book-content';
import type { StockList } from '#core/workshop/job-schemas';
import { workshopDay } from '#core/workshop/job-view';
import type { WorkshopSettings } from '#core/workshop/workshop-settings';
import { serverMessageOf, statusOf } from '#client/shared/api-client';
import { callApi, callQuery, keyOf } from '#client/shared/call-api';
import { useSession } from '#client/shared/session/use-session';
import { Button } from '#client/shared/ui/button';
import { DateField } from '#client/shared/ui/date-field';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { dayOf, speciesName, usePriceBookSpecies } from './jobs-api';
import { SpeciesOptions } from './species-options';

type StockLine = StockList['boards'][number];
const INPUT = 'w-24 rounded border border-line-strong bg-card px-2 py-1 disabled:bg-canvas';

function NumberInput({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      value={Number.isFinite(value) ? value : ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.valueAsNumber)}
      className={INPUT}
    />
  );
}

/** A new stock line's species: the price book's first on sale (maple, as seeded, until the book loads). */
const firstOnSale = (species: readonly SpeciesEntry[]) => species.find((entry) => !entry.retired)?.speciesId ?? 'maple';

/** One line of the stock list: its species, sizes and offcuts. */
function StockRow({
  line,
  index,
  owner,
  species,
  change,
  remove,
}: {
  line: StockLine;
  species: readonly SpeciesEntry[];
  index: number;
  owner: boolean;
  change: (patch: Partial<StockLine>) => void;
  remove: () => void;
}) {
  return (
    <TableRow>
      <Cell>
        <select
          aria-label={`Species of line ${index + 1}`}
          value={line.species}
          disabled={!owner}
          onChange={(e) => change({ species: e.target.value })}
          className="rounded border border-line-strong bg-card px-2 py-1 disabled:bg-canvas"
        >
          <SpeciesOptions species={species} keep={line.species} />
        </select>
      </Cell>
      <Cell label="Thickness">
        <NumberInput
          label={`Rough thickness of line ${index + 1}`}
          value={line.roughThicknessMm}
          disabled={!owner}
          onChange={(v) => change({ roughThicknessMm: v })}
        />
      </Cell>
      <Cell label="Length">
        <NumberInput
          label={`Length of line ${index + 1}`}
          value={line.lengthMm}
          disabled={!owner}
          onChange={(v) => change({ lengthMm: v })}
        />
      </Cell>
      <Cell label="Width">
        <NumberInput
          label={`Width of line ${index + 1}`}
          value={line.widthMm}
          disabled={!owner}
          onChange={(v) => change({ widthMm: v })}
        />
      </Cell>
      <Cell label="Offcuts">
        <NumberInput
          label={`Offcuts on hand of line ${index + 1}`}
          value={line.offcutCount}
          disabled={!owner}
          onChange={(v) => change({ offcutCount: v })}
        />
        {line.fromJobNumber ? (
          <span className="mt-1 block text-xs text-ink-muted">Offcut from job {line.fromJobNumber}</span>
        ) : null}
      </Cell>
      <Cell>
        {owner ? (
          <Button size="sm" variant="ghost" onClick={remove}>
            Remove <span className="sr-only">line {index + 1}</span>
          </Button>
        ) : null}
      </Cell>
    </TableRow>
  );
}

/** OPS-15: the owner edits the stock list as a whole and saves it; staff read it. */
function StockEditor({ owner }: { owner: boolean }) {
  const queryClient = useQueryClient();
  const stock = useQuery({ ...callQuery(stockRoute), retry: false });
  const species = usePriceBookSpecies();
  // The owner's edits until saved; before the first edit, the list as stored.
  // With the revision of the list they began from: a background refetch must not move a draft
  // onto a list it was not made from.
  const [edited, setEdited] = useState<StockList | null>(null);
  const lines = edited?.boards ?? stock.data?.boards ?? null;
  const setLines = (boards: StockLine[] | null) =>
    setEdited(
      boards === null ? null : (current) => ({ boards, revision: current?.revision ?? stock.data?.revision ?? '' }),
    );
  // Saved over the list as it was read; a list changed since (a job cut, another owner) is refused.
  const save = useMutation({
    mutationFn: ({ boards, revision }: StockList) => callApi(replaceStockRoute, { body: { boards, revision } }),
    onSuccess: (saved) => {
      setEdited(saved);
      queryClient.setQueryData(keyOf(stockRoute), saved);
      // What the stock feeds: each job's board plan and the buying list (OPS-15, OPS-17).
      return Promise.all(
        [[jobsRoute.path], [jobRoute.path], [buyingListRoute.path]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  const change = (index: number, patch: Partial<StockLine>) =>
    setLines((lines ?? []).map((line, i) => (i === index ? { ...line, ...patch } : line)));
  if (stock.error)
    return (
      <StaffLoadError
        error={stock.error}
        message="The stock list could not be loaded."
        onRetry={() => void stock.refetch()}
      />
    );
  if (!lines) return <p role="status">Loading…</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const revision = edited?.revision ?? stock.data?.revision;
        if (revision) save.mutate({ boards: lines, revision });
      }}
    >
      {lines.length === 0 ? (
        <p className="mb-2 text-sm text-ink-muted">
          No stock lines: every part is planned on a 3,000 × 150 mm board of its stock thickness.
        </p>
      ) : null}
      {lines.length > 0 ? (
        <Table layout="stack" label="Stock list">
          <TableHead>
            <HeaderCell>Species</HeaderCell>
            <HeaderCell>Rough thickness (mm)</HeaderCell>
            <HeaderCell>Length (mm)</HeaderCell>
            <HeaderCell>Width (mm)</HeaderCell>
            <HeaderCell>Offcuts on hand</HeaderCell>
            <HeaderCell>
              <span className="sr-only">Actions</span>
            </HeaderCell>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <StockRow
                key={index}
                line={line}
                index={index}
                owner={owner}
                species={species}
                change={(patch) => change(index, patch)}
                remove={() => setLines(lines.filter((_, i) => i !== index))}
              />
            ))}
          </TableBody>
        </Table>
      ) : null}
      {owner ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              setLines([
                ...lines,
                { species: firstOnSale(species), roughThicknessMm: 50, lengthMm: 3000, widthMm: 150, offcutCount: 0 },
              ])
            }
          >
            Add a line
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save the stock list'}
          </Button>
          <span aria-live="polite" className="text-sm">
            {save.isSuccess ? 'Saved: every job not yet cut is planned on it now.' : null}
            {save.error ? (
              <span className="text-danger-700">
                {serverMessageOf(save.error) ?? 'The stock list could not be saved.'}
              </span>
            ) : null}
            {statusOf(save.error) === 409 ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setLines(null);
                  save.reset();
                  void stock.refetch();
                }}
              >
                Load the current list
              </Button>
            ) : null}
          </span>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">Only an owner can change the stock list.</p>
      )}
    </form>
  );
}

type NumberSetting = Exclude<keyof WorkshopSettings, 'fingerJointSpecies'>;
const SETTING_FIELDS: { key: NumberSetting; label: string; unit: string }[] = [
  { key: 'kerfMm', label: 'Saw kerf', unit: 'mm' },
  { key: 'trimAllowanceMm', label: 'Trim allowance per length', unit: 'mm' },
  { key: 'keptOffcutMinMm', label: 'Keep offcuts from', unit: 'mm' },
  { key: 'weeklyCapacityJobs', label: 'Jobs finished a week', unit: 'jobs' },
  { key: 'minFingerJointPieceMm', label: 'Shortest finger-jointed piece', unit: 'mm' },
];

/** OPS-16: the species whose staves may be finger-jointed when no board on the list is long enough. */
function FingerJointSpecies({
  chosen,
  disabled,
  onChange,
}: {
  chosen: readonly string[];
  disabled: boolean;
  onChange: (species: string[]) => void;
}) {
  const book = usePriceBookSpecies();
  // The price book's species, and any chosen that it no longer lists, so a save keeps what it cannot show.
  const ids = [
    ...book.map((entry) => entry.speciesId),
    ...chosen.filter((id) => !book.some((entry) => entry.speciesId === id)),
  ];
  return (
    <fieldset className="flex basis-full flex-wrap gap-x-4 gap-y-1">
      <legend className="mb-1">Finger-joint staves longer than every board, for:</legend>
      {ids.map((speciesId) => (
        <label key={speciesId} className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={chosen.includes(speciesId)}
            disabled={disabled}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, speciesId].sort() : chosen.filter((id) => id !== speciesId))
            }
          />
          {speciesName(speciesId, book)}
        </label>
      ))}
    </fieldset>
  );
}

/** OPS-16 and the queue's lead time: the cutting settings and the weekly capacity. */
function SettingsEditor({ owner }: { owner: boolean }) {
  const queryClient = useQueryClient();
  const settings = useQuery({ ...callQuery(workshopSettingsRoute), retry: false });
  const [edited, setDraft] = useState<WorkshopSettings | null>(null);
  const draft = edited ?? settings.data ?? null;
  const save = useMutation({
    mutationFn: (values: WorkshopSettings) => callApi(saveWorkshopSettingsRoute, { body: values }),
    onSuccess: (saved) => {
      setDraft(saved);
      queryClient.setQueryData(keyOf(workshopSettingsRoute), saved);
    },
  });
  if (settings.error)
    return (
      <StaffLoadError
        error={settings.error}
        message="The settings could not be loaded."
        onRetry={() => void settings.refetch()}
      />
    );
  if (!draft) return <p role="status">Loading…</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
      className="flex flex-wrap items-end gap-4 text-sm"
    >
      {SETTING_FIELDS.map((field) => (
        <label key={field.key} className="flex flex-col gap-1">
          {field.label} ({field.unit})
          <input
            type="number"
            inputMode="numeric"
            value={Number.isFinite(draft[field.key]) ? draft[field.key] : ''}
            disabled={!owner}
            onChange={(e) => setDraft({ ...draft, [field.key]: e.target.valueAsNumber })}
            className={INPUT}
          />
        </label>
      ))}
      <FingerJointSpecies
        chosen={draft.fingerJointSpecies}
        disabled={!owner}
        onChange={(fingerJointSpecies) => setDraft({ ...draft, fingerJointSpecies })}
      />
      {owner ? (
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save the settings
        </Button>
      ) : null}
      <span aria-live="polite">
        {save.isSuccess ? 'Saved.' : null}
        {save.error ? (
          <span className="text-danger-700">{serverMessageOf(save.error) ?? 'The settings could not be saved.'}</span>
        ) : null}
      </span>
    </form>
  );
}

/** OPS-17: what to buy for the jobs promised in a chosen week. */
function BuyingList() {
  const species = usePriceBookSpecies();
  const [week, setWeek] = useState(() => workshopDay(new Date()));
  const list = useQuery({
    ...callQuery(buyingListRoute, { query: { week } }),
    retry: false,
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(week),
  });
  const data = list.data;
  const totalM3 = data ? data.lines.reduce((sum, line) => sum + line.volumeM3, 0) : 0;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <DateField label="Jobs promised in the week of" value={week} onChange={setWeek} className="w-fit gap-1" />
      {list.error ? (
        <StaffLoadError
          error={list.error}
          message="The buying list could not be made."
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <p className="text-ink-muted">
            Week of {dayOf(data.weekStart)}:{' '}
            {data.jobNumbers.length === 0
              ? 'no job waiting for materials.'
              : `${data.jobNumbers.join(', ')} (still to order).`}
          </p>
          {data.lines.length > 0 ? (
            <Table layout="stack" label="Buying list">
              <TableHead>
                <HeaderCell>Species</HeaderCell>
                <HeaderCell>Board (mm)</HeaderCell>
                <HeaderCell align="right">Boards</HeaderCell>
                <HeaderCell align="right">m³</HeaderCell>
              </TableHead>
              <TableBody>
                {data.lines.map((line, index) => (
                  <TableRow key={index}>
                    <Cell className="font-medium">{speciesName(line.species, species)}</Cell>
                    <Cell label="Board" nowrap>
                      {line.lengthMm} × {line.widthMm} × {line.roughThicknessMm}
                    </Cell>
                    <Cell label="Boards" align="right">
                      {line.boards}
                    </Cell>
                    <Cell label="m³" align="right">
                      {line.volumeM3.toFixed(3)}
                    </Cell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {data.lines.length > 0 ? <p className="font-medium">In all {totalM3.toFixed(3)} m³.</p> : null}
        </>
      ) : null}
    </div>
  );
}

/** The workshop's stock list, cutting settings and weekly buying list (OPS-15…17). */
export function WorkshopScreen() {
  const session = useSession().data;
  const owner = session?.kind === 'staff' && session.staff.role === 'owner';
  return (
    <StaffPage title="Stock and buying list">
      <p className="mb-4 text-sm">
        <Link to="/admin/jobs" className="font-semibold text-walnut-700 underline-offset-4 hover:underline">
          ← Jobs
        </Link>
      </p>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="buying">
          <h2 id="buying" className="mb-2 text-lg font-semibold">
            Buying list
          </h2>
          <BuyingList />
        </section>
        <section aria-labelledby="stock">
          <h2 id="stock" className="mb-2 text-lg font-semibold">
            Stock list
          </h2>
          <StockEditor owner={owner} />
        </section>
        <section aria-labelledby="settings">
          <h2 id="settings" className="mb-2 text-lg font-semibold">
            Cutting and capacity
          </h2>
          <SettingsEditor owner={owner} />
        </section>
      </div>
    </StaffPage>
  );
}
