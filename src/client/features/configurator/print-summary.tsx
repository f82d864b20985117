import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { DetailList } from '#client/shared/quote-display/detail-list';
import { dimensionRows, optionRows, surfaceTitle } from '#client/shared/quote-display/surface-details';

/**
 * Printed, the form gives way to what it describes (CONF-35: the drawing prints cleanly):
 * this list, the drawing and the price (whose heading names the wood). On screen it is not
 * shown; the form says it all.
 */
export function PrintSummary({ surface }: { surface: SurfaceConfiguration | null }) {
  if (!surface) return null;
  const title = surfaceTitle(surface);
  return (
    <section aria-label="Your configuration" data-testid="print-summary" className="hidden print:block">
      <h2 className="mb-2 text-xl font-semibold text-ink">{title}</h2>
      <div className="space-y-1">
        <DetailList rows={dimensionRows(surface)} label={`Dimensions of the ${title.toLowerCase()}`} />
        <DetailList rows={optionRows(surface)} label={`Options of the ${title.toLowerCase()}`} />
      </div>
    </section>
  );
}
