import { boardSegments } from '#core/workshop/board-layout';
import type { JobPartView, PlannedBoardView } from '#core/workshop/job-schemas';

/** A part's colour: hues a golden angle apart, so neighbouring parts never share one however many a job has. */
const partColour = (partIndex: number) => `hsl(${Math.round((30 + partIndex * 137.5) % 360)} 45% 72%)`;

/**
 * OPS-16: one stock board drawn to scale along its length: each stave cut from it in the
 * order it is cut (coloured by part) with its trim shaded and the kerf after it, then what is
 * left, marked to keep or as waste.
 */
export function BoardDiagram({
  board,
  index,
  parts,
}: {
  board: PlannedBoardView;
  index: number;
  parts: readonly JobPartView[];
}) {
  const height = 60;
  const segments = boardSegments(board, parts);
  const cuts = segments.flatMap((segment) => (segment.kind === 'cut' ? [segment] : []));
  const kerf = segments.find((segment) => segment.kind === 'kerf')?.lengthMm ?? 0;
  const leftoverText =
    board.leftoverMm > 0
      ? `${board.leftoverMm} mm left, ${board.keptOffcut ? 'kept as an offcut' : 'waste'}`
      : 'nothing left';
  const kerfText = kerf > 0 ? `; kerf ${Math.round(kerf * 10) / 10} mm after each cut` : '';
  const description = `Board ${index + 1}: ${cuts.map((cut) => `${cut.label} ${cut.lengthMm} mm`).join('; ')}; ${leftoverText}${kerfText}.`;
  return (
    <figure className="rounded-lg border border-line bg-card p-3">
      <figcaption className="mb-2 text-sm">
        <span className="font-semibold">Board {index + 1}</span> · {board.lengthMm} × {board.widthMm} mm,{' '}
        {board.roughThicknessMm} mm rough
        {board.source === 'offcut' ? ' · an offcut on hand' : ' · new'}
      </figcaption>
      <svg
        viewBox={`0 0 ${board.lengthMm} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={description}
        className="h-12 w-full rounded border border-line-strong bg-walnut-50"
      >
        {segments.map((segment, i) =>
          segment.kind === 'cut' ? (
            <g key={i}>
              <rect
                x={segment.xMm}
                y={0}
                width={segment.lengthMm}
                height={height}
                fill={partColour(segment.partIndex)}
                stroke="#3b2a1a"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
              {segment.trimEachEndMm > 0 ? (
                <>
                  <rect
                    x={segment.xMm}
                    y={0}
                    width={segment.trimEachEndMm}
                    height={height}
                    fill="#3b2a1a"
                    fillOpacity={0.25}
                    data-trim=""
                  />
                  <rect
                    x={segment.xMm + segment.lengthMm - segment.trimEachEndMm}
                    y={0}
                    width={segment.trimEachEndMm}
                    height={height}
                    fill="#3b2a1a"
                    fillOpacity={0.25}
                    data-trim=""
                  />
                </>
              ) : null}
            </g>
          ) : segment.kind === 'kerf' ? (
            <rect key={i} x={segment.xMm} y={0} width={segment.lengthMm} height={height} fill="#1f1a17" data-kerf="" />
          ) : (
            <rect
              key={i}
              x={segment.xMm}
              y={0}
              width={segment.lengthMm}
              height={height}
              fill={segment.kept ? '#f3e7d3' : '#ddd6ce'}
              stroke="#3b2a1a"
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
            />
          ),
        )}
      </svg>
      <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink">
        {cuts.map((cut, i) => (
          <li key={i} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-sm border border-ink/40"
              style={{ background: partColour(cut.partIndex) }}
            />
            {cut.label}: {cut.lengthMm} mm{cut.trimEachEndMm > 0 ? `, trim ${cut.trimEachEndMm} mm each end` : ''}
          </li>
        ))}
        {kerf > 0 ? <li className="text-ink-muted">Kerf {Math.round(kerf * 10) / 10} mm after each cut</li> : null}
        <li className="text-ink-muted">{leftoverText.charAt(0).toUpperCase() + leftoverText.slice(1)}</li>
      </ol>
    </figure>
  );
}
