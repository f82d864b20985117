import { useEffect, useMemo, useRef, useState } from 'react';
import { adviseSurface, defaultSpanMm } from '#core/advice/advise-surface';
import { CLIMATE_REGIONS, CLIMATE_REGION_IDS, type ClimateRegionId } from '#core/advice/climate-regions';
import { BOUNDS, type SurfaceType } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { useAdviceFigures } from '#client/shared/advice/advice-figures';
import { adviceRegion } from '#client/shared/advice/advice-region';
import { AdviceText } from '#client/shared/advice/advice-text';
import { useStoredValue } from '#client/shared/stored-value';
import { NumberField } from '#client/shared/ui/number-field';

const SPAN_LABELS: Record<SurfaceType, string | null> = {
  countertop: null,
  desk_top: 'Distance between supports',
  table_top: 'Distance between supports',
  floating_shelf: 'Span between brackets',
  stair_tread: 'Span between stringers',
};

/** Open beside the price on a desktop; a phone shows the heading and opens it on a tap. */
function startsOpen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1024px)').matches;
}

function isSpan(spanMm: number): boolean {
  return (
    !Number.isNaN(spanMm) && Number.isInteger(spanMm) && spanMm >= BOUNDS.lengthMm.min && spanMm <= BOUNDS.lengthMm.max
  );
}

/** The draft with the span the customer gave, or without one (the usual span). */
function withSpan(draft: SurfaceDraft, spanMm: number | undefined): SurfaceDraft {
  if (draft.supportSpanMm === spanMm) return draft;
  const { supportSpanMm: _previous, ...rest } = draft;
  return spanMm === undefined ? rest : { ...rest, supportSpanMm: spanMm };
}

/**
 * CONF-39 to CONF-41 beside the price: will it sag, will it move. Computed in the browser by the core's
 * `adviseSurface`, the function behind `POST /api/advice`, with the price book's figures; this
 * module loads after the first screen (ADR 008) and never touches the price. The span is part
 * of the surface (`supportSpanMm`) and the region is kept for the visit, so both travel with
 * the quote (ADR 023).
 */
export function AdviceCard({
  surface,
  onUpdate,
}: {
  surface: SurfaceConfiguration | null;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}) {
  const [open, setOpen] = useState(startsOpen);
  // A span being typed that is not one yet (too short, too long): shown, but not in the draft.
  const [typedSpan, setTypedSpan] = useState<number | undefined>(undefined);
  const region = useStoredValue(adviceRegion);
  const figures = useAdviceFigures();
  const spanLabel = surface ? SPAN_LABELS[surface.surfaceType] : null;
  const spanMm = typedSpan ?? surface?.supportSpanMm;
  const spanError = typedSpan === undefined ? undefined : `Enter ${BOUNDS.lengthMm.min} to ${BOUNDS.lengthMm.max} mm`;
  const changeSpan = (value: number | undefined) => {
    const valid = value === undefined || isSpan(value);
    setTypedSpan(valid ? undefined : value);
    onUpdate((draft) => withSpan(draft, valid ? value : undefined));
  };
  // A span belongs to the kind of surface it was given for: a desk's legs are not a shelf's brackets.
  const surfaceType = surface?.surfaceType;
  const spanGivenFor = useRef(surfaceType);
  useEffect(() => {
    if (surfaceType === spanGivenFor.current) return;
    spanGivenFor.current = surfaceType;
    setTypedSpan(undefined);
    onUpdate((draft) => withSpan(draft, undefined));
  }, [surfaceType, onUpdate]);
  const advice = useMemo(
    () => (surface ? adviseSurface({ surface, region, figures }) : null),
    [surface, region, figures],
  );
  if (!surface || !advice) return null;

  return (
    <section
      aria-labelledby="advice-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm print:hidden"
      data-testid="advice-card"
    >
      <h2 id="advice-heading" className="text-xl font-semibold text-ink">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="advice-body"
          className="flex w-full items-center justify-between text-left"
          onClick={() => setOpen(!open)}
        >
          Will it sag, will it move?
          <span aria-hidden="true" className="text-base text-ink-muted">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      {open ? (
        <div id="advice-body" className="mt-3 space-y-4">
          {spanLabel ? (
            <NumberField
              id="advice-span"
              label={spanLabel}
              unit="mm"
              value={spanMm}
              onChange={changeSpan}
              placeholder={String(Math.round(defaultSpanMm(surface)))}
              hint="Leave empty for our usual spacing."
              error={spanError}
            />
          ) : null}
          <label className="block text-sm font-medium text-ink" htmlFor="advice-region">
            Your region
            <select
              id="advice-region"
              className="mt-1 block w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm"
              value={region}
              onChange={(event) => adviceRegion.set(event.target.value as ClimateRegionId)}
            >
              {CLIMATE_REGION_IDS.map((id) => (
                <option key={id} value={id}>
                  {CLIMATE_REGIONS[id].name}
                </option>
              ))}
            </select>
          </label>
          <AdviceText advice={advice} />
          <p className="text-xs text-ink-muted">Advice only: it never changes your price.</p>
        </div>
      ) : null}
    </section>
  );
}
