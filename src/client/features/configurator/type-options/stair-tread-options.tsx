import type { SurfaceDraft } from '#core/surface/surface-rules';
import { QuantityField } from './quantity-field';

interface Props {
  draft: SurfaceDraft;
  errors: Record<string, string>;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

export function StairTreadOptions({ draft, errors, onUpdate }: Props) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        Treads are made 44 mm thick in face or edge grain, hard-wearing for daily foot traffic.
      </p>
      <QuantityField draft={draft} error={errors.quantity} onUpdate={onUpdate} unitLabel="treads" />
    </div>
  );
}
