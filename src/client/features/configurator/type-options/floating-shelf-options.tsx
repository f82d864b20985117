import { bracketCount } from '#core/pricing/price-surface';
import type { BracketOption } from '#core/surface/surface-options';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { formatRand } from '#core/money';
import { ChoiceGroup } from '#client/shared/ui/choice-group';
import { OptionGroup } from './option-group';
import { QuantityField } from './quantity-field';

interface Props {
  draft: SurfaceDraft;
  errors: Record<string, string>;
  bracketCents: number | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
}

export function FloatingShelfOptions({ draft, errors, bracketCents, onUpdate }: Props) {
  const brackets = Number.isFinite(draft.lengthMm) ? bracketCount(draft.lengthMm) : null;
  const bracketHint =
    brackets === null || bracketCents === undefined
      ? 'Concealed steel brackets, one per 250 mm of length'
      : `${brackets} concealed steel brackets at ${formatRand(bracketCents)} each`;
  return (
    <div className="space-y-6">
      <OptionGroup id="brackets" title="Brackets">
        <ChoiceGroup<BracketOption>
          labelledBy="brackets-heading"
          name="bracketOption"
          columns="two"
          value={draft.bracketOption}
          onChange={(value) => onUpdate((d) => ({ ...d, bracketOption: value }))}
          choices={[
            { value: 'with_brackets', label: 'With brackets', description: bracketHint },
            { value: 'without_brackets', label: 'Without brackets', description: 'You supply your own fixings' },
          ]}
        />
      </OptionGroup>
      <QuantityField draft={draft} error={errors.quantity} onUpdate={onUpdate} unitLabel="shelves" />
    </div>
  );
}
