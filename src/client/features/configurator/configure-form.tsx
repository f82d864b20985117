import { useMemo, type Dispatch, type SetStateAction } from 'react';
import type { EdgeProfileRecord, WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import type { PriceBook } from '#core/pricing/price-book';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { ChangeNoticeBanner } from './change-notice';
import { BacksplashSection } from './sections/backsplash-section';
import { CutoutsSection } from './sections/cutouts-section';
import { DimensionsSection } from './sections/dimensions-section';
import { EdgeSection } from './sections/edge-section';
import { FinishSection } from './sections/finish-section';
import { SurfaceTypeSection } from './sections/surface-type-section';
import { ThicknessSection } from './sections/thickness-section';
import { WoodSpeciesSection } from './sections/wood-species-section';
import { TypeOptionsSection } from './type-options/type-options-section';
import type { ChangeNotice, ChangeOrigin, ConfiguratorDraft } from './use-configurator-draft';
import type { SectionId, SectionView } from './use-section-drafts';

type DraftRule = (draft: SurfaceDraft) => SurfaceDraft;

/** Each section's own way to change the draft, stable: it marks the section as the one changed (ADR 048). */
export function useSectionUpdaters(configurator: ConfiguratorDraft, touch: (section: SectionId) => void) {
  const { update, chooseThicknessPreset, typeCustomThickness, settleCustomThickness } = configurator;
  return useMemo(() => {
    const touching =
      <Args extends unknown[]>(section: SectionId, change: (...args: Args) => void) =>
      (...args: Args): void => {
        touch(section);
        change(...args);
      };
    const from = (section: SectionId, origin?: ChangeOrigin) =>
      touching(section, (rule: DraftRule) => update(rule, origin));
    return {
      surfaceType: from('surface-type', 'surface-type'),
      typeOptions: from('type-options', 'type-options'),
      dimensions: from('dimensions'),
      backsplash: from('backsplash'),
      cutouts: from('cutouts'),
      edges: from('edges'),
      finish: from('finish'),
      advice: from('advice'),
      thicknessPreset: touching('thickness', chooseThicknessPreset),
      customThickness: touching('thickness', typeCustomThickness),
      customThicknessDone: touching('thickness', settleCustomThickness),
    };
  }, [touch, update, chooseThicknessPreset, typeCustomThickness, settleCustomThickness]);
}

export type SectionUpdaters = ReturnType<typeof useSectionUpdaters>;

interface Props {
  view: (section: SectionId) => SectionView;
  /** The draft the sections below the tap show (use-section-drafts.ts): it decides which are there. */
  deferredDraft: SurfaceDraft;
  updaters: SectionUpdaters;
  notice: ChangeNotice | null;
  speciesChosen: boolean;
  species: { data: readonly WoodSpeciesSummary[] | undefined; isError: boolean };
  edgeProfiles: readonly EdgeProfileRecord[] | undefined;
  book: PriceBook | undefined;
  discountPercentage: number | undefined;
  comparison: readonly string[];
  onComparisonChange: Dispatch<SetStateAction<readonly string[]>>;
  onOpenSpecies: (speciesId: string) => void;
  onLayoutPicked: () => void;
}

/** The form's sections, numbered as shown; backsplash and cutouts come and go with the surface type. */
function shownSections(draft: SurfaceDraft): SectionId[] {
  const showsBacksplash = draft.surfaceType === 'countertop' && draft.countertopLayout !== 'island';
  const showsCutouts = draft.surfaceType === 'countertop';
  return [
    'surface-type',
    'wood-species',
    'type-options',
    'dimensions',
    'thickness',
    ...(showsBacksplash ? (['backsplash'] as const) : []),
    ...(showsCutouts ? (['cutouts'] as const) : []),
    'edges',
    'finish',
  ];
}

/** Step 1's form. Every section is memoised and reads its own view of the draft (use-section-drafts.ts). */
export function ConfigureForm({
  view,
  deferredDraft,
  updaters,
  notice,
  speciesChosen,
  species,
  edgeProfiles,
  book,
  discountPercentage,
  ...wood
}: Props) {
  // Which sections show, and their numbers, follow with the sections below the tap.
  const shown = shownSections(deferredDraft);
  const numberOf = (section: SectionId) => shown.indexOf(section) + 1;
  const backsplash = view('backsplash');
  const cutouts = view('cutouts');
  const thickness = view('thickness');
  return (
    <div className="min-w-0 space-y-5 print:hidden">
      <SurfaceTypeSection
        number={numberOf('surface-type')}
        draft={view('surface-type').draft}
        onUpdate={updaters.surfaceType}
      />
      {notice?.origin === 'surface-type' ? <ChangeNoticeBanner notice={notice} /> : null}
      <WoodSpeciesSection
        number={numberOf('wood-species')}
        draft={view('wood-species').draft}
        speciesChosen={speciesChosen}
        species={species.data}
        speciesError={species.isError}
        book={book}
        discountPercentage={discountPercentage}
        comparison={wood.comparison}
        onComparisonChange={wood.onComparisonChange}
        onOpenSpecies={wood.onOpenSpecies}
      />
      <TypeOptionsSection
        number={numberOf('type-options')}
        draft={view('type-options').draft}
        errors={view('type-options').errors}
        book={book}
        onUpdate={updaters.typeOptions}
        onLayoutPicked={wood.onLayoutPicked}
      />
      {notice?.origin === 'type-options' ? <ChangeNoticeBanner notice={notice} /> : null}
      <DimensionsSection
        number={numberOf('dimensions')}
        draft={view('dimensions').draft}
        errors={view('dimensions').errors}
        onUpdate={updaters.dimensions}
      />
      <ThicknessSection
        number={numberOf('thickness')}
        draft={thickness.draft}
        customThickness={thickness.customThickness}
        error={thickness.errors.thicknessMm}
        onPreset={updaters.thicknessPreset}
        onCustom={updaters.customThickness}
        onCustomDone={updaters.customThicknessDone}
      />
      {shown.includes('backsplash') ? (
        <BacksplashSection
          number={numberOf('backsplash')}
          draft={backsplash.draft}
          error={backsplash.errors.backsplashHeightMm}
          onUpdate={updaters.backsplash}
        />
      ) : null}
      {shown.includes('cutouts') ? (
        <CutoutsSection
          number={numberOf('cutouts')}
          draft={cutouts.draft}
          book={book}
          error={cutouts.errors.cutouts}
          onUpdate={updaters.cutouts}
        />
      ) : null}
      <EdgeSection
        number={numberOf('edges')}
        draft={view('edges').draft}
        profiles={edgeProfiles}
        onUpdate={updaters.edges}
      />
      <FinishSection number={numberOf('finish')} draft={view('finish').draft} book={book} onUpdate={updaters.finish} />
    </div>
  );
}
