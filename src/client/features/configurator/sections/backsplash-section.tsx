import { useState } from 'react';
import { BACKSPLASH_PRESETS_MM } from '#core/surface/surface-options';
import { changeBacksplash, type SurfaceDraft } from '#core/surface/surface-rules';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { NumberField } from '#client/shared/ui/number-field';
import { ConfigSection } from '../config-section';
import { draftSection } from '../draft-section';

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = ['hasBacksplash', 'backsplashHeightMm'] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  error: string | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

type BacksplashChoice = 'none' | `${(typeof BACKSPLASH_PRESETS_MM)[number]}` | 'custom';

const isPreset = (mm: number | undefined): mm is (typeof BACKSPLASH_PRESETS_MM)[number] =>
  mm !== undefined && (BACKSPLASH_PRESETS_MM as readonly number[]).includes(mm);

export const BacksplashSection = draftSection(
  SHOWN_FIELDS,
  function BacksplashSection({ number, draft, error, onUpdate }: Props) {
    // Custom stays chosen while its input is empty, though the draft then has no backsplash (CONF-18).
    const [customChosen, setCustomChosen] = useState(false);
    let choice: BacksplashChoice = 'none';
    if (customChosen) choice = 'custom';
    else if (draft.hasBacksplash)
      choice = isPreset(draft.backsplashHeightMm) ? `${draft.backsplashHeightMm}` : 'custom';

    return (
      <ConfigSection
        id="backsplash"
        number={number}
        title="Backsplash Height"
        description="A 28 mm upstand in the same wood along the back of every run."
      >
        <ChoiceGroup<BacksplashChoice>
          labelledBy="backsplash-heading"
          name="backsplash"
          columns="auto"
          size="pill"
          value={choice}
          onChange={(value) => {
            setCustomChosen(value === 'custom');
            if (value === 'none') onUpdate((d) => changeBacksplash(d, null));
            else if (value !== 'custom') onUpdate((d) => changeBacksplash(d, Number(value)));
          }}
          choices={[
            { value: 'none', label: 'None' },
            ...BACKSPLASH_PRESETS_MM.map((mm) => ({ value: `${mm}` as const, label: `${mm} mm` })),
            { value: 'custom', label: 'Custom' },
          ]}
        />
        {choice === 'custom' ? (
          <NumberField
            id="backsplashHeightMm"
            label="Custom backsplash height"
            unit="mm"
            className="mt-4 max-w-xs"
            value={draft.hasBacksplash ? draft.backsplashHeightMm : undefined}
            onChange={(value) =>
              onUpdate((d) =>
                value !== undefined && Number.isNaN(value)
                  ? { ...d, hasBacksplash: true, backsplashHeightMm: value }
                  : changeBacksplash(d, value ?? null),
              )
            }
            error={error}
            hint="50–600 mm."
          />
        ) : null}
      </ConfigSection>
    );
  },
);
