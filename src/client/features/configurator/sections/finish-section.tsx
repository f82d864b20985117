import { FINISHES, LABELS, type Finish } from '#core/surface/surface-options';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import type { PriceBook } from '#core/pricing/price-book';
import { formatRand } from '#core/money';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { ConfigSection } from '../config-section';
import { draftSection } from '../draft-section';

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = ['finish'] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  book: PriceBook | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

const FINISH_HINTS: Record<Finish, string> = {
  natural: 'Sanded smooth, ready for your own oil',
  matte: 'Invisible protection, natural look',
  satin: 'A soft sheen, easy to wipe',
  gloss: 'A rich, reflective coat',
};

export const FinishSection = draftSection(
  SHOWN_FIELDS,
  function FinishSection({ number, draft, book, onUpdate }: Props) {
    const priceOf = (finish: Finish): string => {
      if (!book) return '';
      const cents = book.finishCentsPerM2[finish];
      return cents === 0 ? 'No charge' : `${formatRand(cents)}/m² of finished surface`;
    };
    return (
      <ConfigSection
        id="finish"
        number={number}
        title="Surface Finish"
        description="Applied in the workshop to every face and edge."
      >
        <ChoiceGroup<Finish>
          labelledBy="finish-heading"
          name="finish"
          columns="four"
          value={draft.finish}
          onChange={(value) => onUpdate((d) => ({ ...d, finish: value }))}
          choices={FINISHES.map((finish) => ({
            value: finish,
            label: LABELS.finish[finish],
            description: (
              <>
                <span className="block">{FINISH_HINTS[finish]}</span>
                {book ? <span className="mt-1 block font-medium text-walnut-800">{priceOf(finish)}</span> : null}
              </>
            ),
          }))}
        />
      </ConfigSection>
    );
  },
);
