import { useMemo, useState } from 'react';
import type { SpeciesGrainPrice } from '../../../core/pricing/price-book';
import { stockThicknessMm } from '../../../core/pricing/stock-thickness';
import { tierForRates } from '../../../core/pricing/price-book';
import { diffPriceBooks } from '../../../core/price-book-admin/price-book-changes';
import { priceBookContentSchema, type PriceBookContent, type PriceBookVersionView } from '../../../core/price-book-admin/price-book-content';
import { previewPriceChange } from '../../../core/price-book-admin/price-change-preview';
import { formatDateTime } from '../../../core/dates';
import { formatRand } from '../../../core/money';
import { FINISHES, GRAINS, LABELS } from '../../../core/surface/surface-options';
import { Button } from '../../shared/ui/button';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '../../shared/ui/table';
import { StaffLoadError, StaffPage } from '../staff-shell/staff-page';
import { AddSpeciesForm } from './add-species-form';
import { ChangeList } from './change-list';
import { PriceHistory } from './price-history';
import { RandInput } from './rand-input';
import { serverFieldErrors, serverMessage } from './server-error';
import { usePriceBook } from './use-price-book';
import { WoodPhotosPanel } from './wood-photos-panel';

const SETTINGS: { field: 'bracketCents' | 'shippingCentsPerKg' | 'shippingFlatCents' | 'edgeSavingCentsPerMetre'; label: string }[] = [
  { field: 'bracketCents', label: 'Bracket (each)' },
  { field: 'shippingCentsPerKg', label: 'Shipping per kg' },
  { field: 'shippingFlatCents', label: 'Shipping base' },
  { field: 'edgeSavingCentsPerMetre', label: 'Edge profiling saving per metre (shown, never charged)' },
];
const MODIFIERS = ['single_sink', 'double_sink', 'butlers_sink', 'prepbowl', 'tap_hole', 'cable_hole'] as const;
const MODIFIER_LABELS: Record<(typeof MODIFIERS)[number], string> = {
  single_sink: 'Single sink cutout',
  double_sink: 'Double sink cutout',
  butlers_sink: "Butler's sink cutout",
  prepbowl: 'Prep bowl cutout',
  tap_hole: 'Tap hole',
  cable_hole: 'Cable hole',
};

/** Issue 15 items 1–4: the price book, edited as one new version with a preview and a history. */
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

function PriceBookEditor({ base, isOwner, save }: { base: PriceBookVersionView; isOwner: boolean; save: ReturnType<typeof usePriceBook>['save'] }) {
  const [draft, setDraft] = useState<PriceBookContent>({ species: base.species, book: base.book });
  const [reason, setReason] = useState('');
  const checked = priceBookContentSchema.safeParse(draft);
  const fieldErrors = useMemo(() => {
    const errors: Record<string, string> = serverFieldErrors(save.error);
    if (!checked.success) for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  }, [checked, save.error]);
  const changes = useMemo(() => (checked.success ? diffPriceBooks(base, draft) : []), [checked.success, base, draft]);
  const preview = useMemo(() => (checked.success && changes.length > 0 ? previewPriceChange(base, draft) : []), [checked.success, changes.length, base, draft]);
  const readOnly = !isOwner;

  const setGrain = (id: string, patch: Partial<SpeciesGrainPrice>) =>
    setDraft((d) => {
      const grain = d.book.species[id];
      return grain ? { ...d, book: { ...d.book, species: { ...d.book.species, [id]: { ...grain, ...patch } } } } : d;
    });
  const setBook = (patch: Partial<PriceBookContent['book']>) => setDraft((d) => ({ ...d, book: { ...d.book, ...patch } }));
  const error = (field: string) => (fieldErrors[field] ? <span className="block text-xs text-red-700">{fieldErrors[field]}</span> : null);

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
              return grains.map((grain, row) => (
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
                        {error(`species.${index}.grains`)}
                      </>
                    ) : null}
                  </Cell>
                  <Cell nowrap>{LABELS.grain[grain.grain]}</Cell>
                  <Cell>
                    <RandInput label={`${species.name} ${grain.grain} rate per m³`} cents={grain.rateCentsPerM3} disabled={readOnly} onChange={(cents) => setGrain(grain.id, { rateCentsPerM3: cents })} />
                    {error(`book.species.${grain.id}.rateCentsPerM3`)}
                  </Cell>
                  <Cell>
                    <input
                      aria-label={`${species.name} ${grain.grain} density`}
                      disabled={readOnly}
                      inputMode="numeric"
                      className="w-20 rounded border border-line-strong bg-card px-2 py-1 text-right"
                      defaultValue={grain.densityKgPerM3}
                      onChange={(e) => setGrain(grain.id, { densityKgPerM3: /^\d+$/.test(e.target.value) ? Number(e.target.value) : Number.NaN })}
                    />
                    {error(`book.species.${grain.id}.densityKgPerM3`)}
                  </Cell>
                  <Cell>
                    <input
                      type="checkbox"
                      aria-label={`${species.name} ${grain.grain} available`}
                      disabled={readOnly}
                      checked={grain.available}
                      onChange={(e) => setGrain(grain.id, { available: e.target.checked })}
                    />
                  </Cell>
                </TableRow>
              ));
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

      <section aria-labelledby="other-heading" className="grid gap-4 rounded-lg border border-line bg-card p-4 md:grid-cols-2">
        <h2 id="other-heading" className="text-lg font-semibold md:col-span-2">
          Finishes, cutouts, brackets, shipping and insurance
        </h2>
        <div className="space-y-2">
          {FINISHES.map((finish) => (
            <label key={finish} className="flex items-center justify-between gap-2 text-sm">
              {LABELS.finish[finish]} finish per m² (R)
              <RandInput label={`${LABELS.finish[finish]} finish per m²`} cents={draft.book.finishCentsPerM2[finish]} disabled={readOnly} onChange={(cents) => setBook({ finishCentsPerM2: { ...draft.book.finishCentsPerM2, [finish]: cents } })} />
              {error(`book.finishCentsPerM2.${finish}`)}
            </label>
          ))}
          {MODIFIERS.map((modifier) => (
            <label key={modifier} className="flex items-center justify-between gap-2 text-sm">
              {MODIFIER_LABELS[modifier]} (R)
              <RandInput label={MODIFIER_LABELS[modifier]} cents={draft.book.modifierCents[modifier]} disabled={readOnly} onChange={(cents) => setBook({ modifierCents: { ...draft.book.modifierCents, [modifier]: cents } })} />
              {error(`book.modifierCents.${modifier}`)}
            </label>
          ))}
        </div>
        <div className="space-y-2">
          {SETTINGS.map(({ field, label }) => (
            <label key={field} className="flex items-center justify-between gap-2 text-sm">
              {label} (R)
              <RandInput label={label} cents={draft.book[field]} disabled={readOnly} onChange={(cents) => setBook({ [field]: cents })} />
              {error(`book.${field}`)}
            </label>
          ))}
          <label className="flex items-center justify-between gap-2 text-sm">
            Insurance (% of the subtotal)
            <input
              aria-label="Insurance percentage"
              disabled={readOnly}
              inputMode="decimal"
              className="w-20 rounded border border-line-strong bg-card px-2 py-1 text-right"
              defaultValue={(draft.book.insuranceBasisPoints / 100).toFixed(2)}
              onChange={(e) => setBook({ insuranceBasisPoints: /^\d+(\.\d{0,2})?$/.test(e.target.value) ? Math.round(Number(e.target.value) * 100) : Number.NaN })}
            />
            {error('book.insuranceBasisPoints')}
          </label>
          <p className="text-sm">
            Stock thickness (DECISIONS §2.2, fixed): {[32, 44, 60].map((mm) => `${mm} → ${stockThicknessMm(mm)} mm`).join(', ')}; any other × 1.25.
          </p>
        </div>
      </section>

      {changes.length > 0 ? (
        <section aria-labelledby="preview-heading" className="rounded-lg border border-walnut-300 bg-walnut-50 p-4">
          <h2 id="preview-heading" className="mb-2 text-lg font-semibold">
            Preview: your changes
          </h2>
          <ChangeList changes={changes} />
          <Table layout="scroll" label="Standard configurations now and after" className="mt-3">
            <TableHead>
              <HeaderCell>Standard configuration (shipped)</HeaderCell>
              <HeaderCell align="right">Now</HeaderCell>
              <HeaderCell align="right">After</HeaderCell>
              <HeaderCell align="right">Difference</HeaderCell>
            </TableHead>
            <TableBody>
              {preview.map((row) => (
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
          {isOwner ? (
            <form
              className="mt-4 flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate({ ...draft, version: base.version, ...(reason.trim() ? { reason } : {}) });
              }}
            >
              <label className="flex flex-col text-sm">
                Reason (optional)
                <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className="w-80 rounded border border-line-strong bg-card px-2 py-1" />
              </label>
              <Button type="submit" disabled={save.isPending || !checked.success}>
                Save as version {base.version + 1}
              </Button>
            </form>
          ) : null}
        </section>
      ) : null}
      {save.error ? (
        <p role="alert" className="text-sm text-red-800">
          {serverMessage(save.error)}
        </p>
      ) : null}
    </div>
  );
}
