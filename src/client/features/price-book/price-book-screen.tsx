import { useMemo, useState, type ReactNode } from 'react';
import type { SpeciesGrainPrice } from '../../../core/pricing/price-book';
import { stockThicknessMm } from '../../../core/pricing/stock-thickness';
import { tierForRates } from '../../../core/pricing/price-book';
import { diffPriceBooks } from '../../../core/price-book-admin/price-book-changes';
import { priceBookContentSchema, type PriceBookContent, type PriceBookVersionView } from '../../../core/price-book-admin/price-book-content';
import { previewPriceChange } from '../../../core/price-book-admin/price-change-preview';
import { formatDateTime } from '../../../core/dates';
import { FINISHES, GRAINS, LABELS } from '../../../core/surface/surface-options';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '../../shared/ui/table';
import { StaffLoadError, StaffPage } from '../staff-shell/staff-page';
import { AddSpeciesForm } from './add-species-form';
import { SpeciesFiguresSection } from './species-figures-section';
import { editorFields, fieldProblems, finishLabel, INSURANCE_LABEL, inputIdFor, messageIdFor, MODIFIER_LABELS, MODIFIERS, SETTINGS } from './editor-fields';
import { PERCENT, WHOLE } from './figure-formats';
import { FieldError, FigureInput } from './figure-input';
import { PriceHistory } from './price-history';
import { RandInput } from './rand-input';
import { SaveSection } from './save-section';
import { serverFieldErrors } from './server-error';
import { usePriceBook } from './use-price-book';
import { WoodPhotosPanel } from './wood-photos-panel';

/** PRICE-32, PRICE-33: the price book, edited as one new version with a preview and a history. */
export function PriceBookScreen() {
  const { current, versions, save, restore, isOwner } = usePriceBook();
  return (
    <StaffPage title="Price book">
      {current.error ? <StaffLoadError error={current.error} /> : null}
      {current.data ? (
        <PriceBookEditor key={current.data.version} base={current.data} isOwner={isOwner} save={save} />
      ) : (
        !current.error && <p role="status">Loading…</p>
      )}
      {current.data ? <WoodPhotosPanel current={current.data} isOwner={isOwner} /> : null}
      {versions.data && current.data ? (
        <PriceHistory versions={versions.data} currentVersion={current.data.version} isOwner={isOwner} restore={restore} />
      ) : null}
    </StaffPage>
  );
}

/** A labelled figure of the second section: its message on a line of its own under it, so nothing moves sideways. */
function FigureRow({ inputId, label, message, children }: { inputId: string; label: string; message: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 text-sm">
      <label htmlFor={inputId}>{label}</label>
      {children}
      {message}
    </div>
  );
}

function PriceBookEditor({ base, isOwner, save }: { base: PriceBookVersionView; isOwner: boolean; save: ReturnType<typeof usePriceBook>['save'] }) {
  const [draft, setDraft] = useState<PriceBookContent>({ species: base.species, book: base.book });
  const [reason, setReason] = useState('');
  const checked = useMemo(() => priceBookContentSchema.safeParse(draft), [draft]);
  const fieldErrors = useMemo(() => {
    // The server's messages belong to the draft it was sent; any edit since withdraws them.
    const sent = save.variables;
    const errors: Record<string, string> = sent?.book === draft.book && sent.species === draft.species ? serverFieldErrors(save.error) : {};
    if (!checked.success) for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  }, [checked, draft, save.error, save.variables]);
  const problems = useMemo(() => fieldProblems(fieldErrors, editorFields(draft)), [fieldErrors, draft]);
  const changes = useMemo(() => (checked.success ? diffPriceBooks(base, draft) : []), [checked.success, base, draft]);
  const preview = useMemo(() => (checked.success && changes.length > 0 ? previewPriceChange(base, draft) : []), [checked.success, changes.length, base, draft]);
  const readOnly = !isOwner;

  const setGrain = (id: string, patch: Partial<SpeciesGrainPrice>) =>
    setDraft((d) => {
      const grain = d.book.species[id];
      return grain ? { ...d, book: { ...d.book, species: { ...d.book.species, [id]: { ...grain, ...patch } } } } : d;
    });
  const setBook = (patch: Partial<PriceBookContent['book']>) => setDraft((d) => ({ ...d, book: { ...d.book, ...patch } }));
  /** What an input needs to name its field's message: its id, the message and the message's id. */
  const fieldProps = (path: string) => ({ id: inputIdFor(path), error: fieldErrors[path], messageId: messageIdFor(path) });
  const message = (path: string, className?: string) => <FieldError id={messageIdFor(path)} error={fieldErrors[path]} className={className} />;

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">
        Version {base.version}, saved {formatDateTime(new Date(base.createdAt))}
        {base.createdBy ? ` by ${base.createdBy}` : ''}. {readOnly ? 'Only an owner can change prices.' : 'Edits are saved together as one new version.'}
      </p>

      <section aria-labelledby="woods-heading" className="rounded-lg border border-line bg-card p-4">
        <h2 id="woods-heading" className="mb-2 text-lg font-semibold">
          Woods
        </h2>
        <p className="mb-2 text-xs text-ink-muted">Rates are per m³ of stock. End grain is never offered for stair treads or floating shelves, whatever is set here.</p>
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
              const grainsError = fieldErrors[grainsPath];
              return grains.map((grain, row) => {
                const ratePath = `book.species.${grain.id}.rateCentsPerM3`;
                const densityPath = `book.species.${grain.id}.densityKgPerM3`;
                return (
                  <TableRow key={grain.id} divider={row === 0}>
                    <Cell className="min-w-40">
                      {row === 0 ? (
                        <>
                          <span className="font-medium">{species.name}</span> <span className="text-xs text-ink-muted">({tier})</span>
                          <label className="ml-2 text-xs whitespace-nowrap">
                            <input
                              type="checkbox"
                              disabled={readOnly}
                              checked={species.retired}
                              onChange={(e) => setDraft((d) => ({ ...d, species: d.species.map((s, i) => (i === index ? { ...s, retired: e.target.checked } : s)) }))}
                            />{' '}
                            retired
                          </label>
                          {message(grainsPath, 'max-w-48')}
                        </>
                      ) : null}
                    </Cell>
                    <Cell nowrap>{LABELS.grain[grain.grain]}</Cell>
                    <Cell>
                      {/* A fixed width: a message wraps under its input instead of widening the column. */}
                      <div className="w-32">
                        <RandInput label={`${species.name} ${grain.grain} rate per m³`} cents={grain.rateCentsPerM3} disabled={readOnly} onChange={(cents) => setGrain(grain.id, { rateCentsPerM3: cents })} {...fieldProps(ratePath)} />
                        {message(ratePath)}
                      </div>
                    </Cell>
                    <Cell>
                      <div className="w-32">
                        <FigureInput
                          label={`${species.name} ${grain.grain} density`}
                          format={WHOLE}
                          className="w-20"
                          value={grain.densityKgPerM3}
                          disabled={readOnly}
                          onChange={(kg) => setGrain(grain.id, { densityKgPerM3: kg })}
                          {...fieldProps(densityPath)}
                        />
                        {message(densityPath)}
                      </div>
                    </Cell>
                    <Cell>
                      <input
                        type="checkbox"
                        id={inputIdFor(`book.species.${grain.id}.available`)}
                        aria-label={`${species.name} ${grain.grain} available`}
                        aria-invalid={grainsError ? true : undefined}
                        aria-describedby={grainsError ? messageIdFor(grainsPath) : undefined}
                        disabled={readOnly}
                        checked={grain.available}
                        onChange={(e) => setGrain(grain.id, { available: e.target.checked })}
                      />
                    </Cell>
                  </TableRow>
                );
              });
            })}
          </TableBody>
        </Table>
        {readOnly ? null : (
          <AddSpeciesForm
            existingIds={draft.species.map((species) => species.speciesId)}
            onAdd={(species, grains) =>
              setDraft((d) => ({
                ...d,
                species: [...d.species, species],
                book: { ...d.book, species: { ...d.book.species, ...Object.fromEntries(grains.map((grain) => [grain.id, grain])) } },
              }))
            }
          />
        )}
      </section>

      <SpeciesFiguresSection
        species={draft.species}
        disabled={readOnly}
        errors={fieldErrors}
        onChange={(index, figures) => setDraft((d) => ({ ...d, species: d.species.map((s, i) => (i === index ? { ...s, figures } : s)) }))}
      />

      <section aria-labelledby="other-heading" className="grid gap-4 rounded-lg border border-line bg-card p-4 md:grid-cols-2">
        <h2 id="other-heading" className="text-lg font-semibold md:col-span-2">
          Finishes, cutouts, brackets, shipping and insurance
        </h2>
        <div className="space-y-2">
          {FINISHES.map((finish) => {
            const path = `book.finishCentsPerM2.${finish}`;
            return (
              <FigureRow key={finish} inputId={inputIdFor(path)} label={`${finishLabel(finish)} (R)`} message={message(path, 'col-span-2 text-right')}>
                <RandInput cents={draft.book.finishCentsPerM2[finish]} disabled={readOnly} onChange={(cents) => setBook({ finishCentsPerM2: { ...draft.book.finishCentsPerM2, [finish]: cents } })} {...fieldProps(path)} />
              </FigureRow>
            );
          })}
          {MODIFIERS.map((modifier) => {
            const path = `book.modifierCents.${modifier}`;
            return (
              <FigureRow key={modifier} inputId={inputIdFor(path)} label={`${MODIFIER_LABELS[modifier]} (R)`} message={message(path, 'col-span-2 text-right')}>
                <RandInput cents={draft.book.modifierCents[modifier]} disabled={readOnly} onChange={(cents) => setBook({ modifierCents: { ...draft.book.modifierCents, [modifier]: cents } })} {...fieldProps(path)} />
              </FigureRow>
            );
          })}
        </div>
        <div className="space-y-2">
          {SETTINGS.map(({ field, label }) => {
            const path = `book.${field}`;
            return (
              <FigureRow key={field} inputId={inputIdFor(path)} label={`${label} (R)`} message={message(path, 'col-span-2 text-right')}>
                <RandInput cents={draft.book[field]} disabled={readOnly} onChange={(cents) => setBook({ [field]: cents })} {...fieldProps(path)} />
              </FigureRow>
            );
          })}
          <FigureRow inputId={inputIdFor('book.insuranceBasisPoints')} label={INSURANCE_LABEL} message={message('book.insuranceBasisPoints', 'col-span-2 text-right')}>
            <FigureInput
              format={PERCENT}
              className="w-20"
              value={draft.book.insuranceBasisPoints}
              disabled={readOnly}
              onChange={(basisPoints) => setBook({ insuranceBasisPoints: basisPoints })}
              {...fieldProps('book.insuranceBasisPoints')}
            />
          </FigureRow>
          <p className="text-sm">
            Priced on stock thickness (fixed): {[32, 44, 60].map((mm) => `${mm} → ${stockThicknessMm(mm)} mm`).join(', ')}; any other × 1.25.
          </p>
        </div>
      </section>

      {readOnly ? null : (
        <SaveSection
          nextVersion={base.version + 1}
          changes={changes}
          preview={preview}
          problems={problems}
          reason={reason}
          onReasonChange={setReason}
          onSave={() => save.mutate({ ...draft, version: base.version, ...(reason.trim() ? { reason } : {}) })}
          saving={save.isPending}
          error={save.error}
        />
      )}
    </div>
  );
}
