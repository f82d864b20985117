import type { ReactNode } from 'react';

/** The numbers behind every chart, as a table a screen reader and a printout can read. */
export function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    // A box that scrolls on a phone is a focusable, named region, so a keyboard can scroll it too;
    // named apart from the card of the same figure, so no two landmarks share a name.
    <div
      role="region"
      aria-label={`${caption} table`}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-card"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-line last:border-0">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-4 py-2 text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
