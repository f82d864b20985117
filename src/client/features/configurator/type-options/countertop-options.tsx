import {
  COUNTERTOP_LAYOUTS,
  LABELS,
  type CountertopLayout,
  type LShapeOrientation,
  type WaterfallEdge,
} from '#core/surface/surface-options';
import { changeLayout, changeWaterfall, type SurfaceDraft } from '#core/surface/surface-rules';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { NumberField } from '#client/shared/ui/number-field';
import { LayoutIcon } from './layout-icon';
import { OptionGroup } from './option-group';
import { draftSection } from '../draft-section';

/** The draft's fields these options show (draft-section.ts): typing a size does not render the layouts again. */
const SHOWN_FIELDS = [
  'countertopLayout',
  'lShapeOrientation',
  'cornerJoin',
  'waterfallEdge',
  'cabinetryHeightMm',
] as const;

interface Props {
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  /** The cabinet height's message. */
  error: string | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
  onLayoutPicked: () => void;
}

const LAYOUT_HINTS: Record<CountertopLayout, string> = {
  single_wall: 'One run along a wall',
  l_shape: 'Two runs meeting at a corner',
  galley: 'Two parallel runs',
  island: 'Free-standing, no backsplash',
  u_shape: 'Three runs around you',
  g_shape: 'A U with a peninsula',
};

const CORNER_LAYOUTS: readonly CountertopLayout[] = ['l_shape', 'u_shape', 'g_shape'];
const WATERFALLS = ['none', 'single', 'double'] as const satisfies readonly WaterfallEdge[];
const WATERFALL_HINTS: Record<(typeof WATERFALLS)[number], string> = {
  none: 'The top ends at the cabinets',
  single: 'One end runs down to the floor',
  double: 'Both ends run down to the floor',
};

export const CountertopOptions = draftSection(
  SHOWN_FIELDS,
  function CountertopOptions({ draft, error, onUpdate, onLayoutPicked }: Props) {
    const layout = draft.countertopLayout ?? 'single_wall';
    return (
      <div className="space-y-6">
        <OptionGroup id="layout" title="Layout" focusable>
          <ChoiceGroup<CountertopLayout>
            labelledBy="layout-heading"
            name="countertopLayout"
            value={layout}
            onChange={(next, via) => {
              onUpdate((d) => changeLayout(d, next));
              if (via === 'pointer') onLayoutPicked();
            }}
            choices={COUNTERTOP_LAYOUTS.map((value) => ({
              value,
              label: LABELS.layout[value],
              description: LAYOUT_HINTS[value],
              visual: <LayoutIcon layout={value} />,
            }))}
          />
        </OptionGroup>

        {layout === 'l_shape' ? (
          <OptionGroup id="l-orientation" title="L Orientation">
            <ChoiceGroup<LShapeOrientation>
              labelledBy="l-orientation-heading"
              name="lShapeOrientation"
              columns="two"
              value={draft.lShapeOrientation ?? 'left_l'}
              onChange={(value) => onUpdate((d) => ({ ...d, lShapeOrientation: value }))}
              choices={[
                { value: 'left_l', label: 'Left', description: 'The return runs forward on the left' },
                { value: 'right_l', label: 'Right', description: 'The return runs forward on the right' },
              ]}
            />
          </OptionGroup>
        ) : null}

        {CORNER_LAYOUTS.includes(layout) ? (
          <OptionGroup id="corner-join" title="Corner Join">
            <ChoiceGroup<'butt_joint'>
              labelledBy="corner-join-heading"
              name="cornerJoin"
              columns="two"
              value={draft.cornerJoin ?? 'butt_joint'}
              onChange={(value) => onUpdate((d) => ({ ...d, cornerJoin: value }))}
              choices={[
                {
                  value: 'butt_joint',
                  label: 'Butt joint',
                  description: 'Square, tightly fitted and bolted from below',
                },
              ]}
            />
          </OptionGroup>
        ) : null}

        <OptionGroup id="waterfall" title="Waterfall Edge">
          <ChoiceGroup<WaterfallEdge>
            labelledBy="waterfall-heading"
            name="waterfallEdge"
            value={draft.waterfallEdge === 'both' ? 'double' : draft.waterfallEdge}
            onChange={(value) => onUpdate((d) => changeWaterfall(d, value))}
            choices={WATERFALLS.map((value) => ({
              value,
              label: LABELS.waterfall[value],
              description: WATERFALL_HINTS[value],
            }))}
          />
        </OptionGroup>

        {draft.waterfallEdge !== 'none' ? (
          <NumberField
            id="cabinetryHeightMm"
            label="Cabinetry height"
            unit="mm"
            className="max-w-xs"
            value={draft.cabinetryHeightMm}
            onChange={(value) => onUpdate((d) => ({ ...d, cabinetryHeightMm: value ?? Number.NaN }))}
            error={error}
            hint="Floor to the top of your cabinets, 600–1200 mm. Each panel runs 100 mm above it."
          />
        ) : null}
      </div>
    );
  },
);
