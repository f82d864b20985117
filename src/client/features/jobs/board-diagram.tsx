import type { JobPartView, PlannedBoardView } from '#core/workshop/job-schemas';

/** A part's colour: hues a golden angle apart, so neighbouring parts never share one however many a job has. */
const partColour = (partIndex: number) => `hsl(${Math.round((30 + partIndex * 137.5) % 360)} 45% 72%)`;

/** What each cut on a board is for, in words ("Top 1, piece 1 of 2"). */
export function cutLabel(parts: readonly JobPartView[], cut: PlannedBoardView['cutParts'][number]): string {
  const name = parts[cut.partIndex]?.name ?? 'Part';
  return cut.pieces > 1 ? `${name}, piece ${cut.piece} of ${cut.pieces}` : name;
}

/**
 * OPS-16: one stock board drawn to scale along its length: each stave cut from it in the
 * order it is cut (coloured by part), then what is left, marked to keep or as waste.
 */
export function BoardDiagram({ board, index, parts }: { board: PlannedBoardView; index: number; parts: readonly JobPartView[] }) {
  const height = 60;
  const used = board.cuts.reduce((sum, cut) => sum + cut, 0);
  const kerf = board.cuts.length > 0 ? Math.max(0, board.lengthMm - used - board.leftoverMm) / board.cuts.length : 0;
  const pieces = board.cuts.map((length, cutIndex) => ({
    x: board.cuts.slice(0, cutIndex).reduce((sum, cut) => sum + cut + kerf, 0),
    length,
    label: cutLabel(parts, board.cutParts[cutIndex]),
    partIndex: board.cutParts[cutIndex]?.partIndex ?? 0,
  }));
  const leftoverText = board.leftoverMm > 0 ? `${board.leftoverMm} mm left, ${board.keptOffcut ? 'kept as an offcut' : 'waste'}` : 'nothing left';
  const description = `Board ${index + 1}: ${pieces.map((p) => `${p.label} ${p.length} mm`).join('; ')}; ${leftoverText}.`;
  return (
    <figure className="rounded-lg border border-line bg-card p-3">
      <figcaption className="mb-2 text-sm">
        <span className="font-semibold">Board {index + 1}</span> · {board.lengthMm} × {board.widthMm} mm, {board.roughThicknessMm} mm rough
        {board.source === 'offcut' ? ' · an offcut on hand' : ' · new'}
      </figcaption>
      <svg
        viewBox={`0 0 ${board.lengthMm} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={description}
        className="h-12 w-full rounded border border-line-strong bg-walnut-50"
      >
        {pieces.map((piece, i) => (
          <rect
            key={i}
            x={piece.x}
            y={0}
            width={piece.length}
            height={height}
            fill={partColour(piece.partIndex)}
            stroke="#3b2a1a"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {board.leftoverMm > 0 ? (
          <rect
            x={board.lengthMm - board.leftoverMm}
            y={0}
            width={board.leftoverMm}
            height={height}
            fill={board.keptOffcut ? '#f3e7d3' : '#ddd6ce'}
            stroke="#3b2a1a"
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink">
        {pieces.map((piece, i) => (
          <li key={i} className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm border border-ink/40" style={{ background: partColour(piece.partIndex) }} />
            {piece.label}: {piece.length} mm
          </li>
        ))}
        <li className="text-ink-muted">{leftoverText.charAt(0).toUpperCase() + leftoverText.slice(1)}</li>
      </ol>
    </figure>
  );
}
