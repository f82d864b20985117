import type { EdgeProfileRecord } from '#core/catalogue/catalogue-types';
import { EDGE_PROFILES, LABELS, type EdgeProfile } from '#core/surface/surface-options';
import {
  changeEdgeAllRound,
  changeEdgeCount,
  changeEdgeProfile,
  hasEdgeAllRound,
  type EdgeCountField,
  type SurfaceDraft,
} from '#core/surface/surface-rules';
import { requiredExtraSections } from '#core/surface/surface-checks';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { ConfigSection } from '../config-section';
import { EdgeProfileIcon } from './edge-profile-icon';
import { draftSection } from '../draft-section';

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = [
  'surfaceType',
  'tableShape',
  'countertopLayout',
  'edgeProfile',
  'lengthEdges',
  'widthEdges',
  'lengthEdges1',
  'widthEdges1',
  'lengthEdges2',
  'widthEdges2',
  'lengthEdges3',
  'widthEdges3',
] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  profiles: readonly EdgeProfileRecord[] | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

type Count = '0' | '1' | '2';
const COUNT_CHOICES = [
  { value: '0' as const, label: 'None' },
  { value: '1' as const, label: 'One' },
  { value: '2' as const, label: 'Both' },
];

/** CONF-11's edge profiles when the catalogue call has not answered. */
const STANDARD_PROFILE: EdgeProfile = 'pencil';
const STANDARD_BADGE = 'Our Standard Option';

function EdgeCounts({
  idPrefix,
  title,
  lengthField,
  widthField,
  draft,
  onUpdate,
}: {
  idPrefix: string;
  title: string;
  lengthField: EdgeCountField;
  widthField: EdgeCountField;
  draft: Props['draft'];
  onUpdate: Props['onUpdate'];
}) {
  const current = (field: EdgeCountField): Count => String(draft[field] ?? 2) as Count;
  return (
    <div role="group" aria-labelledby={`${idPrefix}-edges-title`} className="rounded-xl border border-line p-3">
      <p id={`${idPrefix}-edges-title`} className="text-sm font-semibold text-ink">
        {title}
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {(
          [
            [lengthField, 'Long sides (length)'],
            [widthField, 'Short sides (width)'],
          ] as const
        ).map(([field, label]) => (
          <div key={field}>
            <p id={`${idPrefix}-${field}-label`} className="mb-1.5 text-sm text-ink-muted">
              {label}
            </p>
            <ChoiceGroup<Count>
              labelledBy={`${idPrefix}-edges-title ${idPrefix}-${field}-label`}
              name={field}
              size="pill"
              columns="auto"
              value={current(field)}
              onChange={(value) => onUpdate((d) => changeEdgeCount(d, field, Number(value)))}
              choices={COUNT_CHOICES}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

type AllRound = 'all' | 'none';

/** A square, round or oval top: one edge all round, so one choice instead of long and short sides. */
function EdgeAllRound({ draft, onUpdate }: Pick<Props, 'draft' | 'onUpdate'>) {
  const value: AllRound = draft.lengthEdges > 0 || draft.widthEdges > 0 ? 'all' : 'none';
  return (
    <div role="group" aria-labelledby="all-round-edges-title" className="rounded-xl border border-line p-3">
      <p id="all-round-edges-title" className="mb-2 text-sm font-semibold text-ink">
        Profiled edge
      </p>
      <ChoiceGroup<AllRound>
        labelledBy="all-round-edges-title"
        name="edgeAllRound"
        size="pill"
        columns="auto"
        value={value}
        onChange={(next) => onUpdate((d) => changeEdgeAllRound(d, next === 'all'))}
        choices={[
          { value: 'all', label: draft.tableShape === 'square' ? 'All four sides' : 'All the way round' },
          { value: 'none', label: 'None, sanded smooth' },
        ]}
      />
    </div>
  );
}

export const EdgeSection = draftSection(
  SHOWN_FIELDS,
  function EdgeSection({ number, draft, profiles, onUpdate }: Props) {
    const allRound = hasEdgeAllRound(draft);
    const sections =
      draft.surfaceType === 'countertop' ? requiredExtraSections(draft.countertopLayout ?? 'single_wall') : [];
    const record = (id: EdgeProfile) => profiles?.find((p) => p.id === id);
    return (
      <ConfigSection
        id="edges"
        number={number}
        title="Edge Sanding & Profiling"
        description={
          allRound
            ? 'Every profile is included free of charge. Choose the profile; it runs along the whole edge of your top.'
            : 'Every profile is included free of charge. Choose the profile, then which sides get it; unprofiled sides are sanded square for a wall or a neighbouring piece.'
        }
      >
        <ChoiceGroup<EdgeProfile>
          labelledBy="edges-heading"
          name="edgeProfile"
          columns="four"
          value={draft.edgeProfile}
          onChange={(value) => onUpdate((d) => changeEdgeProfile(d, value))}
          choices={EDGE_PROFILES.map((id) => {
            const badge = record(id)?.badge ?? (id === STANDARD_PROFILE ? STANDARD_BADGE : null);
            const description = record(id)?.description;
            return {
              value: id,
              label: record(id)?.name ?? LABELS.edgeProfile[id],
              visual: <EdgeProfileIcon profile={id} />,
              ...(description ? { description } : {}),
              ...(badge ? { badge } : {}),
            };
          })}
        />
        <div className="mt-5 space-y-3">
          {allRound ? (
            <EdgeAllRound draft={draft} onUpdate={onUpdate} />
          ) : (
            <EdgeCounts
              idPrefix="main"
              title={sections.length > 0 ? 'Main run: profiled sides' : 'Profiled sides'}
              lengthField="lengthEdges"
              widthField="widthEdges"
              draft={draft}
              onUpdate={onUpdate}
            />
          )}
          {sections.map((section) => (
            <EdgeCounts
              key={section}
              idPrefix={`section-${section}`}
              title={`Section ${section}: profiled sides`}
              lengthField={`lengthEdges${section}`}
              widthField={`widthEdges${section}`}
              draft={draft}
              onUpdate={onUpdate}
            />
          ))}
        </div>
      </ConfigSection>
    );
  },
);
