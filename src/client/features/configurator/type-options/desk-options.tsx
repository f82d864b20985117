import { CABLE_HOLE_POSITIONS, type CableHolePosition } from '#core/surface/surface-options';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { formatRand } from '#core/money';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { OptionGroup } from './option-group';

interface Props {
  draft: SurfaceDraft;
  cableHoleCents: number | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

const POSITION_LABELS: Record<CableHolePosition, string> = { left: 'Left', center: 'Centre', right: 'Right' };
const DEFAULT_POSITION: CableHolePosition = 'center';

export function DeskOptions({ draft, cableHoleCents, onUpdate }: Props) {
  return (
    <div className="space-y-6">
      <OptionGroup id="cable-hole" title="Cable Hole">
        <ChoiceGroup<'yes' | 'no'>
          labelledBy="cable-hole-heading"
          name="hasCableHole"
          columns="two"
          value={draft.hasCableHole ? 'yes' : 'no'}
          onChange={(value) =>
            onUpdate((d) =>
              value === 'yes'
                ? { ...d, hasCableHole: true, cableHolePosition: d.cableHolePosition ?? DEFAULT_POSITION }
                : { ...d, hasCableHole: false },
            )
          }
          choices={[
            { value: 'no', label: 'No cable hole' },
            {
              value: 'yes',
              label: 'Add a cable hole',
              description:
                cableHoleCents === undefined
                  ? '80 mm from the back edge'
                  : `${formatRand(cableHoleCents)}, 80 mm from the back edge`,
            },
          ]}
        />
      </OptionGroup>
      {draft.hasCableHole ? (
        <OptionGroup id="cable-hole-position" title="Cable Hole Position">
          <ChoiceGroup<CableHolePosition>
            labelledBy="cable-hole-position-heading"
            name="cableHolePosition"
            size="pill"
            value={draft.cableHolePosition ?? DEFAULT_POSITION}
            onChange={(value) => onUpdate((d) => ({ ...d, cableHolePosition: value }))}
            choices={CABLE_HOLE_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }))}
          />
        </OptionGroup>
      ) : null}
    </div>
  );
}
