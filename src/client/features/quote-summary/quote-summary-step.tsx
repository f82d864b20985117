import type { PriceBook } from '../../../core/pricing/price-book';
import { priceSurface, type SurfacePrice } from '../../../core/pricing/price-surface';
import { formatRand } from '../../../core/money';
import { grainLabel } from '../../../core/surface/grain-availability';
import { LABELS } from '../../../core/surface/surface-options';
import type { SurfaceConfiguration } from '../../../core/surface/surface-schema';
import { usePriceBook, useWoodSpeciesSummaries } from '../../shared/catalogue/catalogue-queries';
import { removeSavedSurface } from '../../shared/saved-surfaces/saved-surfaces-store';
import { useSavedSurfaces } from '../../shared/saved-surfaces/use-saved-surfaces';
import { Button } from '../../shared/ui/button';
import { SurfaceDrawing } from '../drawing/surface-drawing';

interface Props {
  onBack: () => void;
}

function priceOrNull(surface: SurfaceConfiguration, book: PriceBook | undefined): SurfacePrice | null {
  if (!book) return null;
  try {
    return priceSurface(surface, book);
  } catch {
    // A wood withdrawn since the surface was saved: the line shows no price rather than a wrong one.
    return null;
  }
}

function describe(surface: SurfaceConfiguration): string {
  const type = LABELS.surfaceType[surface.surfaceType];
  if (surface.surfaceType === 'countertop' && surface.countertopLayout) return `${type} · ${LABELS.layout[surface.countertopLayout]}`;
  if (surface.surfaceType === 'table_top') return `${type} · ${LABELS.tableShape[surface.tableShape]}`;
  return type;
}

/**
 * Step 2 (SPEC §2 'Quote Summary'), in its first form: the saved surfaces with their line
 * totals. The contact form, delivery block, sketch upload and PDF/e-mail panel grow here.
 */
export function QuoteSummaryStep({ onBack }: Props) {
  const surfaces = useSavedSurfaces();
  const book = usePriceBook().data;
  const species = useWoodSpeciesSummaries().data;
  const speciesName = (surface: SurfaceConfiguration) => {
    const speciesId = book?.species[surface.woodSpecies]?.speciesId;
    return species?.find((s) => s.speciesId === speciesId)?.name ?? 'Wood';
  };
  const lines = surfaces.map((surface) => ({ surface, price: priceOrNull(surface, book) }));
  const productsCents = lines.every((l) => l.price) ? lines.reduce((sum, l) => sum + (l.price?.lineTotalCents ?? 0), 0) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Quote Summary</h1>
      {surfaces.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-line bg-card p-8 text-center">
          <p className="text-lg font-semibold text-ink">No surfaces configured</p>
          <p className="mt-1 text-ink-muted">Configure a surface and add it to your quote to see it here.</p>
          <Button className="mt-6" onClick={onBack}>
            Back to Configuration
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-6 space-y-4">
            {lines.map(({ surface, price }) => (
              <li key={surface.id} className="grid gap-4 rounded-2xl border border-line bg-card p-5 sm:grid-cols-[10rem_1fr]">
                <SurfaceDrawing surface={surface} className="h-auto w-full rounded-lg bg-walnut-50/50" title={`Top view of ${describe(surface)}`} />
                <div>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="text-lg font-semibold text-ink">{describe(surface)}</h2>
                    <p className="font-display text-xl font-semibold text-walnut-800 tabular-nums" data-testid="saved-line-total">
                      {price ? formatRand(price.lineTotalCents) : 'Price unavailable'}
                    </p>
                  </div>
                  <p className="text-sm text-ink-muted">
                    {speciesName(surface)}, {grainLabel(surface.grainStyle).toLowerCase()} grain · {surface.lengthMm} × {surface.widthMm} ×{' '}
                    {surface.thicknessMm} mm · {LABELS.finish[surface.finish]}
                    {surface.quantity > 1 ? ` · × ${surface.quantity}` : ''}
                  </p>
                  <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={() => surface.id && removeSavedSurface(surface.id)}>
                    Remove<span className="sr-only"> {describe(surface)}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {productsCents !== null ? (
            <p className="mt-6 flex items-baseline justify-between rounded-xl bg-walnut-50 px-5 py-4">
              <span className="font-semibold text-ink">Surfaces total (incl. VAT)</span>
              <span className="font-display text-2xl font-semibold text-walnut-800 tabular-nums">{formatRand(productsCents)}</span>
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
            <Button onClick={onBack}>Add Another Surface</Button>
          </div>
        </>
      )}
    </div>
  );
}
