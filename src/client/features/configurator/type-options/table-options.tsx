import { BOUNDS, LABELS, TABLE_SHAPES, type TableShape } from '#core/surface/surface-options';
import { changeDiameter, changeTableShape, type SurfaceDraft } from '#core/surface/surface-rules';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { NumberField } from '#client/shared/ui/number-field';
import { OptionGroup } from './option-group';

interface Props {
  draft: SurfaceDraft;
  errors: Record<string, string>;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

const SHAPE_HINTS: Record<TableShape, string> = {
  rectangular: 'Classic dining proportions',
  square: 'Equal sides',
  round: 'Cut from a square blank',
  oval: 'Soft ends, cut from its blank',
};

export function TableOptions({ draft, errors, onUpdate }: Props) {
  return (
    <div className="space-y-6">
      <OptionGroup id="table-shape" title="Table Shape">
        <ChoiceGroup<TableShape>
          labelledBy="table-shape-heading"
          name="tableShape"
          columns="four"
          value={draft.tableShape}
          onChange={(value) => onUpdate((d) => changeTableShape(d, value))}
          choices={TABLE_SHAPES.map((value) => ({
            value,
            label: LABELS.tableShape[value],
            description: SHAPE_HINTS[value],
          }))}
        />
      </OptionGroup>
      {draft.tableShape === 'round' ? (
        <NumberField
          id="diameter"
          label="Diameter"
          unit="mm"
          className="max-w-xs"
          value={draft.diameter ?? draft.lengthMm}
          onChange={(value) => onUpdate((d) => changeDiameter(d, value ?? Number.NaN))}
          error={errors.diameter ?? errors.lengthMm}
          hint={`${BOUNDS.widthMm.min}–${BOUNDS.widthMm.max} mm. Round tops are priced on their square blank.`}
        />
      ) : null}
    </div>
  );
}
