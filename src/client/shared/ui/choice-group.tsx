import * as RadioGroup from '@radix-ui/react-radio-group';
import { useRef, type ReactNode } from 'react';
import { cx } from '../cx';

export interface Choice<V extends string> {
  value: V;
  label: string;
  description?: ReactNode;
  badge?: string;
  visual?: ReactNode;
}

interface ChoiceGroupProps<V extends string> {
  /** id of the heading that names the group. */
  labelledBy: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V, via: 'pointer' | 'keyboard') => void;
  columns?: 'two' | 'three' | 'four' | 'five' | 'auto';
  size?: 'card' | 'pill';
  name?: string;
}

const COLUMNS = {
  two: 'grid-cols-2',
  three: 'grid-cols-2 sm:grid-cols-3',
  four: 'grid-cols-2 sm:grid-cols-4',
  five: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-5',
  auto: 'grid-cols-[repeat(auto-fit,minmax(4.5rem,1fr))]',
} as const;

/**
 * A set of mutually exclusive options shown as cards (Radix radio group: arrow keys move
 * between them). `via` tells the caller whether a pointer made the choice, so it can scroll
 * the page onward without yanking a keyboard user away from the group.
 */
export function ChoiceGroup<V extends string>({
  labelledBy,
  choices,
  value,
  onChange,
  columns = 'three',
  size = 'card',
  name,
}: ChoiceGroupProps<V>) {
  const lastPointerAt = useRef(0);
  const notePointer = () => {
    lastPointerAt.current = Date.now();
  };
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      name={name}
      value={value ?? ''}
      onValueChange={(next) => {
        const choice = choices.find((c) => c.value === next);
        if (choice) onChange(choice.value, Date.now() - lastPointerAt.current < 1000 ? 'pointer' : 'keyboard');
      }}
      className={cx('grid gap-2.5', COLUMNS[columns])}
    >
      {choices.map((choice) => (
        <RadioGroup.Item
          key={choice.value}
          value={choice.value}
          // Issue 16: a named group's cards are named for the click heatmaps (`surfaceType:desk_top`).
          data-hm={name ? `${name}:${choice.value}` : undefined}
          onPointerDown={notePointer}
          className={cx(
            'group relative flex flex-col rounded-xl border text-left transition-colors',
            'border-line bg-card hover:border-walnut-300 hover:bg-walnut-50/60',
            'data-[state=checked]:border-walnut-600 data-[state=checked]:bg-walnut-50 data-[state=checked]:ring-1 data-[state=checked]:ring-walnut-600',
            size === 'card' ? 'min-h-[3.25rem] gap-1 p-3' : 'items-center justify-center px-3 py-2.5',
          )}
        >
          {choice.visual ? <span className="mb-1 block text-walnut-700">{choice.visual}</span> : null}
          <span className={cx('font-semibold text-ink', size === 'pill' ? 'inline-flex items-center gap-1 text-sm' : 'text-[0.95rem]')}>
            {size === 'pill' ? (
              <RadioGroup.Indicator aria-hidden="true" className="text-walnut-700">
                ✓
              </RadioGroup.Indicator>
            ) : null}
            {choice.label}
          </span>
          {choice.description ? <span className="text-sm text-ink-muted">{choice.description}</span> : null}
          {choice.badge ? (
            <span className="mt-1 w-fit rounded-full bg-sage-50 px-2 py-0.5 text-xs font-semibold text-sage-700">
              {choice.badge}
            </span>
          ) : null}
          {size === 'card' ? (
            <RadioGroup.Indicator
              aria-hidden="true"
              className="absolute top-2 right-2 flex h-5 w-5 items-center justify-center rounded-full bg-walnut-700 text-xs text-white"
            >
              ✓
            </RadioGroup.Indicator>
          ) : null}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
