import { FIXED_THICKNESS_MM, THICKNESS_PRESETS_MM } from '#core/surface/surface-options';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { NumberField } from '#client/shared/ui/number-field';
import { ConfigSection } from '../config-section';
import { draftSection } from '../draft-section';

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = ['surfaceType', 'thicknessMm'] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  customThickness: string | null;
  error: string | undefined;
  onPreset: (thicknessMm: number) => void;
  onCustom: (text: string) => void;
  onCustomDone: () => void;
}

type ThicknessChoice = `${(typeof THICKNESS_PRESETS_MM)[number]}` | 'custom';

const PRESET_HINTS: Record<(typeof THICKNESS_PRESETS_MM)[number], string> = {
  32: 'Light and elegant',
  44: 'Our most popular',
  60: 'Chunky and substantial',
};

const isPreset = (mm: number): mm is (typeof THICKNESS_PRESETS_MM)[number] =>
  (THICKNESS_PRESETS_MM as readonly number[]).includes(mm);

function parseTyped(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** CONF-20: what the field says while the customer types, since out-of-range input is ignored rather than refused. */
function customHint(customThickness: string | null, pricedMm: number): string {
  if (customThickness === null) return 'A whole number from 15 to 150 mm.';
  const typed = customThickness.trim();
  if (typed === '') return 'Left blank, we use 32 mm.';
  if (Number(typed) === pricedMm) return 'A whole number from 15 to 150 mm.';
  return `We make whole millimetres from 15 to 150 mm, so we are still pricing ${pricedMm} mm.`;
}

export const ThicknessSection = draftSection(
  SHOWN_FIELDS,
  function ThicknessSection({ number, draft, customThickness, error, onPreset, onCustom, onCustomDone }: Props) {
    const fixed = draft.surfaceType === 'floating_shelf' || draft.surfaceType === 'stair_tread';
    if (fixed) {
      return (
        <ConfigSection id="thickness" number={number} title="Thickness">
          <p className="text-ink">
            <span className="font-semibold">{FIXED_THICKNESS_MM} mm</span>
            <span className="text-ink-muted">
              {' '}
              — floating shelves and stair treads are always made {FIXED_THICKNESS_MM} mm thick for strength.
            </span>
          </p>
        </ConfigSection>
      );
    }
    const choice: ThicknessChoice =
      customThickness === null && isPreset(draft.thicknessMm) ? `${draft.thicknessMm}` : 'custom';
    return (
      <ConfigSection
        id="thickness"
        number={number}
        title="Thickness"
        description="Finished thickness after planing. Custom sizes from 15 to 150 mm."
      >
        <ChoiceGroup<ThicknessChoice>
          labelledBy="thickness-heading"
          name="thickness"
          columns="four"
          value={choice}
          onChange={(value) => (value === 'custom' ? onCustom(String(draft.thicknessMm)) : onPreset(Number(value)))}
          choices={[
            ...THICKNESS_PRESETS_MM.map((mm) => ({
              value: `${mm}` as const,
              label: `${mm} mm`,
              description: PRESET_HINTS[mm],
            })),
            { value: 'custom' as const, label: 'Custom', description: '15–150 mm' },
          ]}
        />
        {choice === 'custom' ? (
          <NumberField
            id="thicknessMm"
            label="Custom thickness"
            unit="mm"
            className="mt-4 max-w-xs"
            value={customThickness === null ? draft.thicknessMm : parseTyped(customThickness)}
            onChange={(value) => onCustom(value === undefined ? '' : String(value))}
            onBlur={onCustomDone}
            error={error}
            hint={customHint(customThickness, draft.thicknessMm)}
          />
        ) : null}
      </ConfigSection>
    );
  },
);
