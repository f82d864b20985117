import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cx } from '../cx';

/**
 * The tables of the staff and partner screens: padded cells, and one answer to a phone, so a
 * table never makes the whole page scroll sideways.
 *
 * - `stack`: below Tailwind's `sm` (640 px) each row becomes a card of lines, every cell after
 *   its column's label (the cell's `label`, shown by CSS so it is not part of the cell's text);
 *   for lists read row by row (the quotes inbox, the outbox, a partner's quotes).
 * - `scroll`: the grid stays and scrolls inside its own box, with a note and a shadow on the side
 *   that has more; for tables whose columns are compared or edited side by side (the price book).
 */
type Layout = 'stack' | 'scroll';

const LayoutContext = createContext<Layout>('stack');

/** Whether a box has more to show to its left or right, kept up to date as it scrolls or resizes. */
function useHiddenSides() {
  const box = useRef<HTMLDivElement>(null);
  const [sides, setSides] = useState({ left: false, right: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setSides((now) => (now.left === left && now.right === right ? now : { left, right }));
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    if (element.firstElementChild) resize.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return { box, sides };
}

const EDGE_SHADOW = 'pointer-events-none absolute inset-y-0 w-4 from-walnut-900/25 to-transparent transition-opacity';

/**
 * A `scroll` table: a note and a shadow on each side that has more, drawn over the cells (an input's own background
 * would hide one drawn under them).
 */
function ScrollingTable({
  label,
  busy,
  className,
  children,
}: {
  label: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { box, sides } = useHiddenSides();
  return (
    <div className={className}>
      {sides.left || sides.right ? (
        <p className="mb-1 text-xs text-ink-muted">More columns: scroll the table sideways.</p>
      ) : null}
      <div className="relative">
        {/* `relative`: anything visually hidden inside stays inside the box rather than widening the page. */}
        <div ref={box} role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
          <table aria-label={label} aria-busy={busy} className="w-full text-left text-sm">
            {children}
          </table>
        </div>
        <div
          aria-hidden="true"
          className={cx(EDGE_SHADOW, 'left-0 bg-linear-to-r', sides.left ? 'opacity-100' : 'opacity-0')}
        />
        <div
          aria-hidden="true"
          className={cx(EDGE_SHADOW, 'right-0 bg-linear-to-l', sides.right ? 'opacity-100' : 'opacity-0')}
        />
      </div>
    </div>
  );
}

/**
 * `label` names the table (a `scroll` table's box is also a focusable region, so a keyboard can
 * scroll it); `busy` while newer rows are on their way.
 */
export function Table({
  layout,
  label,
  busy,
  className,
  children,
}: {
  layout: Layout;
  label: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (layout === 'scroll') {
    return (
      <LayoutContext.Provider value="scroll">
        <ScrollingTable label={label} busy={busy} className={className}>
          {children}
        </ScrollingTable>
      </LayoutContext.Provider>
    );
  }
  return (
    <LayoutContext.Provider value="stack">
      <table
        aria-label={label}
        aria-busy={busy}
        className={cx('relative w-full text-left text-sm max-sm:block', className)}
      >
        {children}
      </table>
    </LayoutContext.Provider>
  );
}

/** The header row; on a phone a stacked table's header is for screen readers only (each card shows its labels). */
export function TableHead({ children }: { children: ReactNode }) {
  const layout = useContext(LayoutContext);
  return (
    <thead className={cx('text-ink-muted', layout === 'stack' && 'max-sm:sr-only')}>
      <tr>{children}</tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  const layout = useContext(LayoutContext);
  return <tbody className={cx(layout === 'stack' && 'max-sm:block max-sm:space-y-3')}>{children}</tbody>;
}

/** `divider={false}` continues the row above (a wood's second grain under its first). */
export function TableRow({
  divider = true,
  className,
  children,
  ...props
}: {
  divider?: boolean;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const layout = useContext(LayoutContext);
  return (
    <tr
      {...props}
      className={cx(
        'align-top',
        divider && 'border-t border-line',
        layout === 'stack' &&
          'max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-line max-sm:bg-card max-sm:px-3 max-sm:py-2',
        className,
      )}
    >
      {children}
    </tr>
  );
}

type Align = 'left' | 'right';

export function HeaderCell({
  align = 'left',
  className,
  children,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & { align?: Align }) {
  return (
    <th
      scope="col"
      {...props}
      className={cx(
        'px-3 py-2 font-medium whitespace-nowrap first:pl-0 last:pr-0',
        align === 'right' && 'text-right',
        className,
      )}
    >
      {children}
    </th>
  );
}

const STACKED_CELL =
  'max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-baseline max-sm:gap-x-3 max-sm:px-0 max-sm:py-1 max-sm:text-left';
const STACKED_LABEL = 'max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]';

/**
 * One cell. `label` is its column's name, shown before it on a phone's card; a cell without one
 * is the card's heading line (or, last, its actions). `nowrap` keeps a figure in one piece, so
 * an amount's 'R' never sits on a line apart from the number.
 */
export function Cell({
  label,
  align = 'left',
  nowrap = false,
  className,
  children,
  ...props
}: Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> & { label?: string; align?: Align; nowrap?: boolean }) {
  const layout = useContext(LayoutContext);
  const stacked = layout === 'stack';
  return (
    <td
      {...props}
      data-label={label}
      className={cx(
        'px-3 py-2 first:pl-0 last:pr-0',
        align === 'right' && 'text-right',
        nowrap && 'whitespace-nowrap tabular-nums',
        stacked &&
          (label ? cx(STACKED_CELL, STACKED_LABEL) : 'max-sm:block max-sm:px-0 max-sm:py-1 max-sm:empty:hidden'),
        className,
      )}
    >
      {/* One box for the content, so on a card it stays one piece beside its label. */}
      {stacked && label ? <span className="min-w-0 wrap-break-word max-sm:wrap-anywhere">{children}</span> : children}
    </td>
  );
}
