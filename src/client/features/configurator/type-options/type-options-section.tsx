import { memo } from 'react';
import type { PriceBook } from '#core/pricing/price-book';
import type { SurfaceType } from '#core/surface/surface-options';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { ConfigSection } from '../config-section';
import { CountertopOptions } from './countertop-options';
import { DeskOptions } from './desk-options';
import { FloatingShelfOptions } from './floating-shelf-options';
import { StairTreadOptions } from './stair-tread-options';
import { TableOptions } from './table-options';

/** CONF-06: the panel's title names the surface type. */
const PANEL_TITLES: Record<SurfaceType, string> = {
  countertop: 'Countertop Options',
  table_top: 'Table Options',
  desk_top: 'Desktop Options',
  stair_tread: 'Stair Tread Options',
  floating_shelf: 'Floating Shelf Options',
};

interface Props {
  number: number;
  draft: SurfaceDraft;
  errors: Record<string, string>;
  book: PriceBook | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
  onLayoutPicked: () => void;
}

// Memoised: while another section is changed it keeps the draft it has, and is not rendered (ADR 048).
export const TypeOptionsSection = memo(function TypeOptionsSection({ number, draft, errors, book, onUpdate, onLayoutPicked }: Props) {
  return (
    <ConfigSection id="type-options" number={number} title={PANEL_TITLES[draft.surfaceType]}>
      {draft.surfaceType === 'countertop' ? (
        <CountertopOptions draft={draft} error={errors.cabinetryHeightMm} onUpdate={onUpdate} onLayoutPicked={onLayoutPicked} />
      ) : null}
      {draft.surfaceType === 'table_top' ? <TableOptions draft={draft} errors={errors} onUpdate={onUpdate} /> : null}
      {draft.surfaceType === 'desk_top' ? <DeskOptions draft={draft} cableHoleCents={book?.modifierCents.cable_hole} onUpdate={onUpdate} /> : null}
      {draft.surfaceType === 'floating_shelf' ? (
        <FloatingShelfOptions draft={draft} errors={errors} bracketCents={book?.bracketCents} onUpdate={onUpdate} />
      ) : null}
      {draft.surfaceType === 'stair_tread' ? <StairTreadOptions draft={draft} errors={errors} onUpdate={onUpdate} /> : null}
    </ConfigSection>
  );
});
