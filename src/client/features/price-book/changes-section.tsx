import type { PriceBookChange } from '#core/price-book-admin/price-book-changes';
import type { PreviewRow } from '#core/price-book-admin/price-change-preview';
import { formatRand } from '#core/money';
import { LABELS } from '#core/surface/surface-options';
import { cx } from '#client/shared/cx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputStateClasses } from '#client/shared/ui/text-field';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { ChangeList } from './change-list';
import { problemsSummary, type FieldProblem } from './editor-fields';
import { FieldError } from './figure-input';
import { SECTION_SCROLL_MARGIN } from './section-nav';

/** Brings a field into view and puts the cursor in it. */
function focusField(inputId: string): void {
  const input = document.getElementById(inputId);
  if (!input) return;
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
}

/** Why Save is off: how many fields, and a way to each of them. */
function ProblemList({ problems }: { problems: readonly FieldProblem[] }) {
  return (
    <div className="text-sm">
      <p role="status" className="font-medium text-danger-700">
        {problemsSummary(problems.length)}:
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.path}>
            {problem.inputId && problem.label ? (
              <>
                <button
                  type="button"
                  className="text-left font-medium text-danger-700 underline hover:no-underline"
                  onClick={() => focusField(problem.inputId ?? '')}
                >
                  {problem.label}
                </button>
                : {problem.message}
              </>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-ink-muted">The preview of your changes comes back once every field is right.</p>
    </div>
  );
}

function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    <Table layout="scroll" label="Standard configurations now and after" className="mt-3">
      <TableHead>
        <HeaderCell>Standard configuration (shipped)</HeaderCell>
        <HeaderCell align="right">Now</HeaderCell>
        <HeaderCell align="right">After</HeaderCell>
        <HeaderCell align="right">Difference</HeaderCell>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.speciesId}-${row.surfaceType}`}>
            <Cell>
              {LABELS.surfaceType[row.surfaceType]}, {row.speciesName} face
            </Cell>
            <Cell align="right" nowrap>
              {row.beforeCents === null ? '—' : formatRand(row.beforeCents)}
            </Cell>
            <Cell align="right" nowrap>
              {row.afterCents === null ? '—' : formatRand(row.afterCents)}
            </Cell>
            <Cell align="right" nowrap>
              {row.beforeCents !== null && row.afterCents !== null ? formatRand(row.afterCents - row.beforeCents) : '—'}
            </Cell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The form that Save (in the save bar) submits: the reason is typed here. */
export const SAVE_FORM_ID = 'price-book-save';

/**
 * PRICE-33, PRICE-34: what the draft does before it is saved: the preview of valid changes, or
 * what must be fixed first, and the reason that goes with the version. Save and Discard are in
 * the save bar, which stays on screen while there is anything to save.
 */
export function ChangesSection({
  changes,
  preview,
  problems,
  reasonField,
  reasonError,
}: {
  changes: readonly PriceBookChange[];
  preview: readonly PreviewRow[];
  problems: readonly FieldProblem[];
  reasonField: UseFormRegisterReturn<'reason'>;
  reasonError: string | undefined;
}) {
  const hasProblems = problems.length > 0;
  return (
    <section
      id="price-book-changes"
      tabIndex={-1}
      aria-labelledby="preview-heading"
      className={cx(
        'rounded-lg border p-4 outline-none',
        SECTION_SCROLL_MARGIN,
        hasProblems ? 'border-danger-700/40 bg-danger-50' : 'border-walnut-300 bg-walnut-50',
      )}
    >
      <h2 id="preview-heading" className="mb-2 text-lg font-semibold">
        Preview: your changes
      </h2>
      {hasProblems ? (
        <ProblemList problems={problems} />
      ) : changes.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No changes yet. Edit a figure above to see here what it does to the standard configurations before you save.
        </p>
      ) : (
        <>
          <ChangeList changes={changes} />
          <PreviewTable rows={preview} />
        </>
      )}
      <div className="mt-4 flex w-full flex-col text-sm sm:w-80">
        <label htmlFor="price-book-reason">Reason (optional)</label>
        <input
          id="price-book-reason"
          {...reasonField}
          maxLength={500}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'price-book-reason-message' : undefined}
          className={cx('rounded border bg-card px-2 py-1', inputStateClasses(reasonError))}
        />
        <FieldError id="price-book-reason-message" error={reasonError} />
      </div>
    </section>
  );
}
