import type { PriceBook } from '#core/pricing/price-book';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { DeskOptions } from './desk-options';
import { FloatingShelfOptions } from './floating-shelf-options';
import { StairTreadOptions } from './stair-tread-options';
import { TableOptions } from './table-options';

interface Props {
  draft: SurfaceDraft;
  errors: Record<string, string>;
  book: PriceBook | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

/** The options of every surface but a countertop, the first screen's: loaded after it (ADR 048). */
export function OtherSurfaceOptions({ draft, errors, book, onUpdate }: Props) {
  return (
    <>
      {draft.surfaceType === 'table_top' ? <TableOptions draft={draft} errors={errors} onUpdate={onUpdate} /> : null}
      {draft.surfaceType === 'desk_top' ? (
        <DeskOptions draft={draft} cableHoleCents={book?.modifierCents.cable_hole} onUpdate={onUpdate} />
      ) : null}
      {draft.surfaceType === 'floating_shelf' ? (
        <FloatingShelfOptions draft={draft} errors={errors} bracketCents={book?.bracketCents} onUpdate={onUpdate} />
      ) : null}
      {draft.surfaceType === 'stair_tread' ? (
        <StairTreadOptions draft={draft} errors={errors} onUpdate={onUpdate} />
      ) : null}
    </>
  );
}
