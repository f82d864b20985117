import { LABELS, SURFACE_TYPES, type SurfaceType } from '#core/surface/surface-options';
import { changeSurfaceType, type SurfaceDraft } from '#core/surface/surface-rules';
import { useSurfaceTypes } from '#client/shared/catalogue/catalogue-queries';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { ConfigSection } from '../config-section';
import { SurfaceTypeIcon } from '../surface-type-icon';
import { draftSection } from '../draft-section';

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = ['surfaceType'] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

export const SurfaceTypeSection = draftSection(
  SHOWN_FIELDS,
  function SurfaceTypeSection({ number, draft, onUpdate }: Props) {
    const surfaceTypes = useSurfaceTypes();
    const description = surfaceTypes.data?.find((record) => record.id === draft.surfaceType)?.description;
    return (
      <ConfigSection id="surface-type" number={number} title="Surface Type" description="What are we making for you?">
        <ChoiceGroup<SurfaceType>
          labelledBy="surface-type-heading"
          name="surfaceType"
          columns="five"
          value={draft.surfaceType}
          onChange={(surfaceType) => onUpdate((d) => changeSurfaceType(d, surfaceType))}
          choices={SURFACE_TYPES.map((surfaceType) => ({
            value: surfaceType,
            label: LABELS.surfaceType[surfaceType],
            visual: <SurfaceTypeIcon surfaceType={surfaceType} />,
          }))}
        />
        {description ? <p className="mt-3 text-sm text-ink-muted">{description}</p> : null}
      </ConfigSection>
    );
  },
);
