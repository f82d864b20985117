import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useController, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '#core/dates';
import { diffPriceBooks } from '#core/price-book-admin/price-book-changes';
import { priceBookFormSchema, type PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { previewPriceChange } from '#core/price-book-admin/price-change-preview';
import { tierForRates } from '#core/pricing/price-book';
import { stockThicknessMm } from '#core/pricing/stock-thickness';
import { FINISHES, GRAINS, LABELS } from '#core/surface/surface-options';
import { cx } from '#client/shared/cx';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { AddSpeciesForm } from './add-species-form';
import { ChangesSection, SAVE_FORM_ID } from './changes-section';
import {
  editorFields,
  fieldProblems,
  finishLabel,
  flattenFieldErrors,
  INSURANCE_LABEL,
  inputIdFor,
  messageIdFor,
  MODIFIER_LABELS,
  MODIFIERS,
  SETTINGS,
} from './editor-fields';
import { PERCENT, RAND, WHOLE, type FigureFormat } from './figure-formats';
import { FieldError, FigureInput } from './figure-input';
import { SaveBar } from './save-bar';
import { SECTION_SCROLL_MARGIN } from './section-nav';
import { serverFieldErrors } from './server-error';
import { SpeciesFiguresSection } from './species-figures-section';
import type { usePriceBook } from './use-price-book';

type EditorValues = z.input<typeof priceBookFormSchema>;
type FieldPath = Path<EditorValues>;

/** A figure of the book, held by the form; `label` names it where no visible label does (a table cell). */
function BookFigure({
  control,
  name,
  format,
  disabled,
  errors,
  label,
  className,
}: {
  control: Control<EditorValues>;
  name: FieldPath;
  format: FigureFormat;
  disabled: boolean;
  errors: Readonly<Record<string, string>>;
  label?: string;
  className?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FigureInput
      id={inputIdFor(name)}
      label={label}
      format={format}
      className={className}
      value={field.value as number}
      disabled={disabled}
      onChange={field.onChange}
      error={errors[name]}
      messageId={messageIdFor(name)}
    />
  );
}

/** A yes/no of the book, held by the form. */
function BookCheckbox({
  control,
  name,
  disabled,
  label,
  invalidBecause,
}: {
  control: Control<EditorValues>;
  name: FieldPath;
  disabled: boolean;
  label?: string;
  /** The path of a message this box can fix (a species' "at least one available grain"). */
  invalidBecause?: { path: string; message: string | undefined };
}) {
  const { field } = useController({ control, name });
  const invalid = invalidBecause?.message !== undefined;
  return (
    <input
      type="checkbox"
      id={inputIdFor(name)}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid && invalidBecause ? messageIdFor(invalidBecause.path) : undefined}
      disabled={disabled}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
    />
  );
}

/** A labelled figure of the second section: its message on a line of its own under it, so nothing moves sideways. */
function FigureRow({
  inputId,
  label,
  message,
  children,
}: {
  inputId: string;
  label: string;
  message: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 text-sm">
      <label htmlFor={inputId}>{label}</label>
      {children}
      {message}
    </div>
  );
}

/** What every figure and message of the editor needs from the form. */
interface EditorKit {
  control: Control<EditorValues>;
  readOnly: boolean;
  fieldErrors: Readonly<Record<string, string>>;
}

function KitMessage({ kit, path, className }: { kit: EditorKit; path: string; className?: string }) {
  return <FieldError id={messageIdFor(path)} error={kit.fieldErrors[path]} className={className} />;
}

function KitFigure({
  kit,
  name,
  format,
  label,
  className,
}: {
  kit: EditorKit;
  name: FieldPath;
  format: FigureFormat;
  label?: string;
  className?: string;
}) {
  return (
    <BookFigure
      control={kit.control}
      name={name}
      format={format}
      disabled={kit.readOnly}
      errors={kit.fieldErrors}
      label={label}
      className={className}
    />
  );
}

/** PRICE-32: each species' grains, a row each, with rate, density and availability. */
function WoodsTable({ draft, kit }: { draft: EditorValues; kit: EditorKit }) {
  const { control, readOnly, fieldErrors } = kit;
  const message = (path: string, className?: string) => <KitMessage kit={kit} path={path} className={className} />;
  const figure = (name: FieldPath, format: FigureFormat, extra: { label?: string; className?: string } = {}) => (
    <KitFigure kit={kit} name={name} format={format} {...extra} />
  );
  return (
    <Table layout="scroll" label="Woods: rates and availability">
      <TableHead>
        <HeaderCell>Species</HeaderCell>
        <HeaderCell>Grain</HeaderCell>
        <HeaderCell>Rate per m³ (R)</HeaderCell>
        <HeaderCell>Density kg/m³</HeaderCell>
        <HeaderCell>Available</HeaderCell>
      </TableHead>
      <TableBody>
        {draft.species.map((species, index) => {
          const grains = GRAINS.flatMap((g) => {
            const grain = draft.book.species[`${species.speciesId}_${g}`];
            return grain ? [grain] : [];
          });
          const tier = tierForRates(grains.map((g) => g.rateCentsPerM3));
          const grainsPath = `species.${index}.grains`;
          return grains.map((grain, row) => {
            const ratePath = `book.species.${grain.id}.rateCentsPerM3` as const;
            const densityPath = `book.species.${grain.id}.densityKgPerM3` as const;
            return (
              <TableRow key={grain.id} divider={row === 0}>
                <Cell className="min-w-40">
                  {row === 0 ? (
                    <>
                      <span className="font-medium">{species.name}</span>{' '}
                      <span className="text-xs text-ink-muted">({tier})</span>
                      <label className="ml-2 text-xs whitespace-nowrap">
                        <BookCheckbox control={control} name={`species.${index}.retired`} disabled={readOnly} /> retired
                      </label>
                      {message(grainsPath, 'max-w-48')}
                    </>
                  ) : null}
                </Cell>
                <Cell nowrap>{LABELS.grain[grain.grain]}</Cell>
                <Cell>
                  {/* A fixed width: a message wraps under its input instead of widening the column. */}
                  <div className="w-32">
                    {figure(ratePath, RAND, { label: `${species.name} ${grain.grain} rate per m³` })}
                    {message(ratePath)}
                  </div>
                </Cell>
                <Cell>
                  <div className="w-32">
                    {figure(densityPath, WHOLE, { label: `${species.name} ${grain.grain} density`, className: 'w-20' })}
                    {message(densityPath)}
                  </div>
                </Cell>
                <Cell>
                  <BookCheckbox
                    control={control}
                    name={`book.species.${grain.id}.available`}
                    label={`${species.name} ${grain.grain} available`}
                    disabled={readOnly}
                    invalidBecause={{ path: grainsPath, message: fieldErrors[grainsPath] }}
                  />
                </Cell>
              </TableRow>
            );
          });
        })}
      </TableBody>
    </Table>
  );
}

/** PRICE-32: finishes, cutouts, brackets, shipping and insurance. */
function FinishesSection({ kit }: { kit: EditorKit }) {
  const message = (path: string, className?: string) => <KitMessage kit={kit} path={path} className={className} />;
  const figure = (name: FieldPath, format: FigureFormat, extra: { label?: string; className?: string } = {}) => (
    <KitFigure kit={kit} name={name} format={format} {...extra} />
  );
  return (
    <section
      id="price-book-finishes"
      tabIndex={-1}
      aria-labelledby="other-heading"
      className={cx(
        'grid gap-4 rounded-lg border border-line bg-card p-4 outline-none md:grid-cols-2',
        SECTION_SCROLL_MARGIN,
      )}
    >
      <div className="md:col-span-2">
        <h2 id="other-heading" className="text-xl font-semibold">
          Finishes and extras
        </h2>
        <p className="text-sm text-ink-muted">Finishes, cutouts, brackets, shipping and insurance.</p>
      </div>
      <div className="space-y-2">
        {FINISHES.map((finish) => {
          const path = `book.finishCentsPerM2.${finish}` as const;
          return (
            <FigureRow
              key={finish}
              inputId={inputIdFor(path)}
              label={`${finishLabel(finish)} (R)`}
              message={message(path, 'col-span-2 text-right')}
            >
              {figure(path, RAND)}
            </FigureRow>
          );
        })}
        {MODIFIERS.map((modifier) => {
          const path = `book.modifierCents.${modifier}` as const;
          return (
            <FigureRow
              key={modifier}
              inputId={inputIdFor(path)}
              label={`${MODIFIER_LABELS[modifier]} (R)`}
              message={message(path, 'col-span-2 text-right')}
            >
              {figure(path, RAND)}
            </FigureRow>
          );
        })}
      </div>
      <div className="space-y-2">
        {SETTINGS.map(({ field, label }) => {
          const path = `book.${field}` as const;
          return (
            <FigureRow
              key={field}
              inputId={inputIdFor(path)}
              label={`${label} (R)`}
              message={message(path, 'col-span-2 text-right')}
            >
              {figure(path, RAND)}
            </FigureRow>
          );
        })}
        <FigureRow
          inputId={inputIdFor('book.insuranceBasisPoints')}
          label={INSURANCE_LABEL}
          message={message('book.insuranceBasisPoints', 'col-span-2 text-right')}
        >
          {figure('book.insuranceBasisPoints', PERCENT, { className: 'w-20' })}
        </FigureRow>
        <p className="text-sm">
          Priced on stock thickness (fixed): {[32, 44, 60].map((mm) => `${mm} → ${stockThicknessMm(mm)} mm`).join(', ')}
          ; any other × 1.25.
        </p>
      </div>
    </section>
  );
}

/**
 * PRICE-32, PRICE-34: the draft of the next version, held by react-hook-form and checked with
 * the save's own zod rules on every edit (a species' grains are judged together, so the whole
 * draft is checked, not one field). The server's messages for a refused save stay until the
 * next edit. Discard remounts the editor from the version it is based on.
 */
export function PriceBookEditor({
  base,
  isOwner,
  save,
  onDiscard,
}: {
  base: PriceBookVersionView;
  isOwner: boolean;
  save: ReturnType<typeof usePriceBook>['save'];
  onDiscard: () => void;
}) {
  const form = useForm<EditorValues, unknown, z.output<typeof priceBookFormSchema>>({
    resolver: zodResolver(priceBookFormSchema),
    defaultValues: { species: base.species, book: base.book, reason: '' },
  });
  const { control } = form;
  // Every edit checks the whole draft: a species' grains are judged together.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => void form.trigger() }), [form]);
  useWatch({ control });
  // A copy: the form changes its values in place, and what is drawn from them must see each edit as new.
  const draft = structuredClone(form.getValues());
  const fieldErrors = flattenFieldErrors(form.formState.errors);
  const problems = fieldProblems(fieldErrors, editorFields(draft));
  const checked = priceBookFormSchema.safeParse(draft);
  const changes = checked.success ? diffPriceBooks(base, draft) : [];
  const preview = checked.success && changes.length > 0 ? previewPriceChange(base, draft) : [];
  const readOnly = !isOwner;
  const dirty = form.formState.isDirty;

  const edit = (name: FieldPath, value: unknown) => form.setValue(name, value as never, { shouldDirty: true });
  const kit: EditorKit = { control, readOnly, fieldErrors };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        species: values.species,
        book: values.book,
        version: base.version,
        ...(values.reason ? { reason: values.reason } : {}),
      },
      {
        onError: (error) => {
          // ADR 020, PRICE-33: a 400 names fields, a 409 (a stale base) says why in the bar.
          for (const [path, text] of Object.entries(serverFieldErrors(error)))
            form.setError(path as FieldPath, { type: 'server', message: text });
        },
      },
    ),
  );

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">
        Version {base.version}, saved {formatDateTime(new Date(base.createdAt))}
        {base.createdBy ? ` by ${base.createdBy}` : ''}.{' '}
        {readOnly ? 'Only an owner can change prices.' : 'Edits are saved together as one new version.'}
      </p>

      <section
        id="price-book-species"
        tabIndex={-1}
        aria-labelledby="species-heading"
        className={cx('space-y-4 outline-none', SECTION_SCROLL_MARGIN)}
      >
        <h2 id="species-heading" className="text-xl font-semibold">
          Species and rates
        </h2>
        <section aria-labelledby="woods-heading" className="rounded-lg border border-line bg-card p-4">
          <h3 id="woods-heading" className="mb-2 text-lg font-semibold">
            Woods
          </h3>
          <p className="mb-2 text-xs text-ink-muted">
            Rates are per m³ of stock. End grain is never offered for stair treads or floating shelves, whatever is set
            here.
          </p>
          <WoodsTable draft={draft} kit={kit} />
          {readOnly ? null : (
            <AddSpeciesForm
              existingIds={draft.species.map((species) => species.speciesId)}
              onAdd={(species, grains) => {
                edit('species', [...form.getValues('species'), species]);
                for (const grain of grains) edit(`book.species.${grain.id}`, grain);
              }}
            />
          )}
        </section>

        <SpeciesFiguresSection
          species={draft.species}
          disabled={readOnly}
          errors={fieldErrors}
          onChange={(index, figures) => edit(`species.${index}.figures`, figures)}
        />
      </section>

      <FinishesSection kit={kit} />

      {readOnly ? null : (
        <>
          <form id={SAVE_FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
            <ChangesSection
              changes={changes}
              preview={preview}
              problems={problems}
              reasonField={form.register('reason')}
              reasonError={fieldErrors.reason}
            />
          </form>
          {dirty || save.isPending ? (
            <SaveBar
              nextVersion={base.version + 1}
              changeCount={changes.length}
              problemCount={problems.length}
              saving={save.isPending}
              error={save.error}
              onDiscard={() => {
                save.reset();
                onDiscard();
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
