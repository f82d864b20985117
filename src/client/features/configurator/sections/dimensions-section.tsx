import { BOUNDS, type CountertopLayout } from '#core/surface/surface-options';
import { changeLength, changeWidth, type SectionDimensionField, type SurfaceDraft } from '#core/surface/surface-rules';
import { requiredExtraSections } from '#core/surface/surface-checks';
import { NumberField } from '#client/shared/ui/number-field';
import { ConfigSection } from '../config-section';
import { draftSection } from '../draft-section';

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = [
  'surfaceType',
  'countertopLayout',
  'lShapeOrientation',
  'tableShape',
  'lengthMm',
  'widthMm',
  'length1Mm',
  'width1Mm',
  'length2Mm',
  'width2Mm',
  'length3Mm',
  'width3Mm',
] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  errors: Record<string, string>;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

/** What each extra section is in the room (CONF-36), so the customer knows which to measure. */
function sectionName(layout: CountertopLayout, section: 1 | 2 | 3, draft: Props['draft']): string {
  if (layout === 'l_shape') return draft.lShapeOrientation === 'right_l' ? 'Right return' : 'Left return';
  if (layout === 'galley') return 'Opposite run';
  if (section === 1) return 'Left return';
  if (section === 2) return 'Right return';
  return 'Peninsula';
}

/** What to measure, in the words that fit the piece: a square or round table has no front edge. */
function dimensionsDescription(draft: Props['draft'], hasSections: boolean): string {
  if (hasSections) {
    return 'Measure each piece as it will be made: the main run along the back wall, then each further section (each starts at a typical size).';
  }
  if (draft.surfaceType === 'table_top') {
    switch (draft.tableShape) {
      case 'square':
        return 'A square top has four equal sides: give the length of one.';
      case 'round':
        return 'A round top is measured across its middle.';
      case 'oval':
        return 'Length is the oval’s longest measurement, end to end; width is its widest, side to side.';
      case 'rectangular':
        return 'Length is the long side of the top; width is the short side.';
    }
  }
  return 'Length runs along the front edge; width is front to back.';
}

const LENGTH_HINT = `${BOUNDS.lengthMm.min}–${BOUNDS.lengthMm.max} mm`;
const WIDTH_HINT = `${BOUNDS.widthMm.min}–${BOUNDS.widthMm.max} mm`;

export const DimensionsSection = draftSection(
  SHOWN_FIELDS,
  function DimensionsSection({ number, draft, errors, onUpdate }: Props) {
    const layout = draft.surfaceType === 'countertop' ? (draft.countertopLayout ?? 'single_wall') : null;
    const sections = layout ? requiredExtraSections(layout) : [];
    const isRound = draft.surfaceType === 'table_top' && draft.tableShape === 'round';
    const isSquare = draft.surfaceType === 'table_top' && draft.tableShape === 'square';
    const setSection = (field: SectionDimensionField, value: number | undefined) =>
      onUpdate((d) => {
        const next = { ...d };
        if (value === undefined) delete next[field];
        else next[field] = value;
        return next;
      });

    return (
      <ConfigSection
        id="dimensions"
        number={number}
        title="Dimensions"
        description={dimensionsDescription(draft, sections.length > 0)}
      >
        {isRound ? (
          <p className="text-sm text-ink-muted">
            A round top is sized by its diameter in Table Options:{' '}
            {Number.isFinite(draft.lengthMm) ? `${draft.lengthMm} mm` : 'not set yet'}.
          </p>
        ) : (
          <div role="group" aria-labelledby={sections.length > 0 ? 'main-run-label' : 'dimensions-heading'}>
            {sections.length > 0 ? (
              <p id="main-run-label" className="mb-2 text-sm font-semibold text-ink">
                Main run
              </p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                id="lengthMm"
                label={isSquare ? 'Side length' : 'Length'}
                unit="mm"
                value={draft.lengthMm}
                onChange={(value) => onUpdate((d) => changeLength(d, value ?? Number.NaN))}
                error={errors.lengthMm}
                // A square top's side is also its width, so the width's bound applies.
                hint={isSquare ? WIDTH_HINT : LENGTH_HINT}
              />
              {isSquare ? null : (
                <NumberField
                  id="widthMm"
                  label="Width"
                  unit="mm"
                  value={draft.widthMm}
                  onChange={(value) => onUpdate((d) => changeWidth(d, value ?? Number.NaN))}
                  error={errors.widthMm}
                  hint={WIDTH_HINT}
                />
              )}
            </div>
          </div>
        )}
        {layout
          ? sections.map((section) => (
              <div
                key={section}
                role="group"
                aria-labelledby={`section-${section}-label`}
                className="mt-5 border-t border-line pt-4"
              >
                <p id={`section-${section}-label`} className="mb-2 text-sm font-semibold text-ink">
                  Section {section}: {sectionName(layout, section, draft)}
                </p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <NumberField
                    id={`length${section}Mm`}
                    label={`Section ${section} length`}
                    unit="mm"
                    placeholder="e.g. 900"
                    value={draft[`length${section}Mm`]}
                    onChange={(value) => setSection(`length${section}Mm`, value)}
                    error={errors[`length${section}Mm`]}
                    hint={LENGTH_HINT}
                  />
                  <NumberField
                    id={`width${section}Mm`}
                    label={`Section ${section} width`}
                    unit="mm"
                    placeholder="e.g. 600"
                    value={draft[`width${section}Mm`]}
                    onChange={(value) => setSection(`width${section}Mm`, value)}
                    error={errors[`width${section}Mm`]}
                    hint={WIDTH_HINT}
                  />
                </div>
              </div>
            ))
          : null}
      </ConfigSection>
    );
  },
);
