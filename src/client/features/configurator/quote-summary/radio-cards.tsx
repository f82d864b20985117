import * as RadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';

export interface RadioCard<V extends string> {
  value: V;
  label: string;
  description?: ReactNode;
}

interface Props<V extends string> {
  /** id of the heading that names the group. */
  labelledBy: string;
  choices: readonly RadioCard<V>[];
  /** Null: nothing chosen yet. */
  value: V | null;
  onChange: (value: V) => void;
  /** Tailwind grid columns, e.g. 'sm:grid-cols-2'. */
  columnsClassName?: string;
}

/**
 * Options with a radio dot on the left of a label and a line of detail: long labels such as
 * 'Collect at our Nelspruit workshop' wrap cleanly at any width (Radix radio group: arrow keys
 * move between them).
 */
export function RadioCards<V extends string>({
  labelledBy,
  choices,
  value,
  onChange,
  columnsClassName = '',
}: Props<V>) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value ?? ''}
      onValueChange={(next) => {
        const choice = choices.find((c) => c.value === next);
        if (choice) onChange(choice.value);
      }}
      className={`grid gap-2.5 ${columnsClassName}`}
    >
      {choices.map((choice) => (
        <RadioGroup.Item
          key={choice.value}
          value={choice.value}
          className="group flex items-start gap-3 rounded-xl border border-line bg-card p-3 text-left transition-colors hover:border-walnut-300 hover:bg-walnut-50/60 data-[state=checked]:border-walnut-600 data-[state=checked]:bg-walnut-50 data-[state=checked]:ring-1 data-[state=checked]:ring-walnut-600"
        >
          <span
            aria-hidden="true"
            className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-line-strong bg-white group-data-[state=checked]:border-walnut-700"
          >
            <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-walnut-700" />
          </span>
          <span className="min-w-0">
            <span className="block text-[0.95rem] font-semibold text-ink">{choice.label}</span>
            {choice.description ? <span className="block text-sm text-ink-muted">{choice.description}</span> : null}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
