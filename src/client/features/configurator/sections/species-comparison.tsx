import type { WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import { TIER_INFO } from '#core/catalogue/tiers';
import { MAX_COMPARED_SPECIES } from '#core/surface/comparison';
import { formatRand } from '#core/money';
import { LABELS, type Grain } from '#core/surface/surface-options';

export interface ComparedSpecies {
  species: WoodSpeciesSummary;
  grains: readonly Grain[];
  priceHintCents: number | null;
}

interface Props {
  compared: readonly ComparedSpecies[];
  onRemove: (speciesId: string) => void;
  onChoose: (speciesId: string) => void;
}

/** CONF-22: up to 3 woods side by side, with what tells them apart. */
export function SpeciesComparison({ compared, onRemove, onChoose }: Props) {
  if (compared.length === 0) return null;
  const rows: { label: string; value: (entry: ComparedSpecies) => string }[] = [
    { label: 'Collection', value: (e) => TIER_INFO[e.species.tierName].name },
    {
      label: 'Price',
      value: (e) => (e.priceHintCents === null ? 'On request' : `from ${formatRand(e.priceHintCents)}/m²`),
    },
    { label: 'Grains', value: (e) => e.grains.map((g) => LABELS.grain[g]).join(', ') },
    { label: 'Hardness', value: (e) => e.species.profile.hardness },
    { label: 'Colour', value: (e) => e.species.profile.colour },
    { label: 'Durability', value: (e) => e.species.profile.durability },
  ];
  return (
    <div
      className="mt-6 rounded-xl border border-walnut-200 bg-walnut-50/60 p-4"
      aria-labelledby="comparison-heading"
      role="region"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="comparison-heading" className="text-lg font-semibold text-ink">
          Compare woods
        </h3>
        <p className="text-sm text-ink-muted">
          {compared.length} of {MAX_COMPARED_SPECIES} selected
        </p>
      </div>
      {/* The row labels stay in view while a phone scrolls the woods sideways (sticky first column),
          on an opaque copy of the box's tint (walnut-50 at 60 % over the card) so nothing shows through. */}
      {/* relative: the buttons' screen-reader text is positioned, and only a positioned
          scroller clips it; without it the text widens a phone's page. */}
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 w-24 bg-[color-mix(in_srgb,var(--color-walnut-50)_60%,var(--color-card))] p-2 text-left font-medium text-ink-muted"
              >
                <span className="sr-only">Property</span>
              </th>
              {compared.map((entry) => (
                <th key={entry.species.speciesId} scope="col" className="p-2 text-left align-top">
                  <span className="block font-display text-base font-semibold text-ink">{entry.species.name}</span>
                  <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium">
                    <button
                      type="button"
                      className="text-walnut-700 underline underline-offset-2 hover:text-walnut-900"
                      onClick={() => onChoose(entry.species.speciesId)}
                    >
                      Choose<span className="sr-only"> {entry.species.name}</span>
                    </button>
                    <button
                      type="button"
                      className="text-ink-muted underline underline-offset-2 hover:text-ink"
                      onClick={() => onRemove(entry.species.speciesId)}
                    >
                      Remove<span className="sr-only"> {entry.species.name} from comparison</span>
                    </button>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-walnut-200/70">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-[color-mix(in_srgb,var(--color-walnut-50)_60%,var(--color-card))] p-2 text-left align-top font-medium text-ink-muted"
                >
                  {row.label}
                </th>
                {compared.map((entry) => (
                  <td key={entry.species.speciesId} className="p-2 align-top text-ink">
                    {row.value(entry)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
