import { CUTOUTS, LABELS, type Cutout } from '#core/surface/surface-options';
import { toggleCutout, type SurfaceDraft } from '#core/surface/surface-rules';
import type { PriceBook } from '#core/pricing/price-book';
import { formatRand } from '#core/money';
import { cx } from '#client/shared/cx';
import { ConfigSection } from '../config-section';
import { draftSection } from '../draft-section';

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = ['cutouts'] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  book: PriceBook | undefined;
  error: string | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

const CUTOUT_HINTS: Record<Cutout, string> = {
  none: 'A plain top',
  single_sink: 'One undermount bowl',
  double_sink: 'Two bowls side by side',
  butlers_sink: 'A deep ceramic sink',
  prepbowl: 'A small bowl beside the sink',
  tap_hole: 'Behind the sink',
};

/** CONF-15: none stands alone, one sink at most, prep bowl and tap hole freely (the shared rule decides). */
export const CutoutsSection = draftSection(
  SHOWN_FIELDS,
  function CutoutsSection({ number, draft, book, error, onUpdate }: Props) {
    return (
      <ConfigSection
        id="cutouts"
        number={number}
        title="Cutouts"
        description="Cut and sealed in the workshop to your sink's template. Choose one sink at most."
      >
        <div role="group" aria-labelledby="cutouts-heading" className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {CUTOUTS.map((cutout) => {
            const checked = draft.cutouts.includes(cutout);
            const price = cutout === 'none' || !book ? null : book.modifierCents[cutout];
            return (
              <label
                key={cutout}
                className={cx(
                  'relative flex cursor-pointer flex-col gap-0.5 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-walnut-500',
                  checked
                    ? 'border-walnut-600 bg-walnut-50 ring-1 ring-walnut-600'
                    : 'border-line bg-card hover:border-walnut-300',
                )}
              >
                <input
                  type="checkbox"
                  // Covers the whole card, so a tap anywhere on it is a tap on the checkbox itself.
                  className="absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
                  checked={checked}
                  onChange={() => onUpdate((d) => toggleCutout(d, cutout))}
                />
                <span className="font-semibold text-ink">{LABELS.cutout[cutout]}</span>
                <span className="text-sm text-ink-muted">{CUTOUT_HINTS[cutout]}</span>
                {price !== null ? (
                  <span className="text-sm font-medium text-walnut-800">+ {formatRand(price)}</span>
                ) : null}
                <span
                  aria-hidden="true"
                  className={cx(
                    'absolute top-2 right-2 flex h-5 w-5 items-center justify-center rounded border text-xs',
                    checked ? 'border-walnut-700 bg-walnut-700 text-white' : 'border-line-strong bg-white',
                  )}
                >
                  {checked ? '✓' : ''}
                </span>
              </label>
            );
          })}
        </div>
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </ConfigSection>
    );
  },
);
