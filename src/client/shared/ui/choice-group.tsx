import { useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  /**
   * The group's name: nothing is submitted with it (no choice group sits in a form), but it names each card for the
   * click heatmaps (ANALYTICS-20).
   */
  name?: string;
}

const COLUMNS = {
  two: 'grid-cols-2',
  three: 'grid-cols-2 sm:grid-cols-3',
  four: 'grid-cols-2 sm:grid-cols-4',
  five: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-5',
  auto: 'grid-cols-[repeat(auto-fit,minmax(4.5rem,1fr))]',
} as const;

/** A choice made within a second of a pointer press was made with the pointer. */
function viaSince(lastPointerAt: number): 'pointer' | 'keyboard' {
  return Date.now() - lastPointerAt < 1000 ? 'pointer' : 'keyboard';
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A set of mutually exclusive options shown as cards, with the WAI-ARIA radio group pattern
 * (as Radix's radio group had it, whose 10 KB the configurator's first load cannot afford,
 * ADR 008): one tab stop, arrow keys move to the next or previous card and choose it, Space or
 * a click chooses. `via` tells the caller whether a pointer made the choice, so it can scroll
 * the page onward without yanking a keyboard user away from the group.
 */
export function ChoiceGroup<V extends string>({
  labelledBy,
  name,
  choices,
  value,
  onChange,
  columns = 'three',
  size = 'card',
}: ChoiceGroupProps<V>) {
  const lastPointerAt = useRef(0);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const notePointer = () => {
    lastPointerAt.current = Date.now();
  };
  const choose = (choice: Choice<V>) => {
    if (choice.value !== value) onChange(choice.value, viaSince(lastPointerAt.current));
  };
  const checkedIndex = choices.findIndex((choice) => choice.value === value);
  const tabStop = checkedIndex >= 0 ? checkedIndex : 0;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // WAI-ARIA: Enter does not choose a radio; Space (the button's own click) does.
    if (event.key === 'Enter') return event.preventDefault();
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? choices.length - 1
          : step
            ? (index + step + choices.length) % choices.length
            : -1;
    const choice = choices[target];
    if (!choice) return;
    event.preventDefault();
    items.current[target]?.focus();
    choose(choice);
  };
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={cx('grid gap-2.5', COLUMNS[columns])}>
      {choices.map((choice, index) => {
        const checked = choice.value === value;
        const indicator = checked ? (
          <span
            aria-hidden="true"
            className={
              size === 'card'
                ? 'absolute top-2 right-2 flex h-5 w-5 items-center justify-center rounded-full bg-walnut-700 text-xs text-white'
                : 'text-walnut-700'
            }
          >
            ✓
          </span>
        ) : null;
        return (
          <button
            key={choice.value}
            ref={(element) => {
              items.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            data-state={checked ? 'checked' : 'unchecked'}
            // A named group's cards are named for the click heatmaps (`surfaceType:desk_top`).
            data-hm={name ? `${name}:${choice.value}` : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            onPointerDown={notePointer}
            onClick={() => choose(choice)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'group relative flex flex-col rounded-xl border text-left transition-colors',
              'border-line bg-card hover:border-walnut-300 hover:bg-walnut-50/60',
              'data-[state=checked]:border-walnut-600 data-[state=checked]:bg-walnut-50 data-[state=checked]:ring-1 data-[state=checked]:ring-walnut-600',
              size === 'card' ? 'min-h-[3.25rem] gap-1 p-3' : 'items-center justify-center px-3 py-2.5',
            )}
          >
            {choice.visual ? <span className="mb-1 block text-walnut-700">{choice.visual}</span> : null}
            <span
              className={cx(
                'font-semibold text-ink',
                size === 'pill' ? 'inline-flex items-center gap-1 text-sm' : 'text-[0.95rem]',
              )}
            >
              {size === 'pill' ? indicator : null}
              {choice.label}
            </span>
            {choice.description ? <span className="text-sm text-ink-muted">{choice.description}</span> : null}
            {choice.badge ? (
              <span className="mt-1 w-fit rounded-full bg-sage-50 px-2 py-0.5 text-xs font-semibold text-sage-700">
                {choice.badge}
              </span>
            ) : null}
            {size === 'card' ? indicator : null}
          </button>
        );
      })}
    </div>
  );
}
