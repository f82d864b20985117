import { arrowHeads, DRAWING_COLOURS, type LegendItem } from '#core/drawing/drawing-frame';
import type { DimensionMark } from '#core/drawing/drawing-types';
import { labelTransform, pointsAttribute, roundMm } from './svg-attributes';

/** Labels are sized in millimetres of the drawing, so they scale with it (about 12 px at 320 px wide). */
function labelStyle(textSize: number) {
  return {
    fontSize: roundMm(textSize),
    fontFamily: 'Helvetica, Arial, sans-serif',
    fill: DRAWING_COLOURS.text,
    // A white halo keeps a label readable where it crosses a line or the wood.
    stroke: '#ffffff',
    strokeWidth: roundMm(textSize * 0.18),
    paintOrder: 'stroke',
  } as const;
}

export function DimensionLine({ dimension, textSize }: { dimension: DimensionMark; textSize: number }) {
  const { from, to, anchor } = dimension;
  return (
    <g data-dimension={dimension.kind} data-section={dimension.section}>
      {dimension.extensionLines.map((line, i) => (
        <line
          key={i}
          x1={roundMm(line.from.x)}
          y1={roundMm(line.from.y)}
          x2={roundMm(line.to.x)}
          y2={roundMm(line.to.y)}
          stroke={DRAWING_COLOURS.dimension}
          strokeWidth={0.6}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <line
        x1={roundMm(from.x)}
        y1={roundMm(from.y)}
        x2={roundMm(to.x)}
        y2={roundMm(to.y)}
        stroke={DRAWING_COLOURS.dimension}
        strokeWidth={0.9}
        vectorEffect="non-scaling-stroke"
      />
      {arrowHeads(dimension, textSize).map((head, i) => (
        <polygon key={i} points={pointsAttribute(head)} fill={DRAWING_COLOURS.dimension} />
      ))}
      <text
        x={roundMm(anchor.x)}
        y={roundMm(anchor.y)}
        textAnchor="middle"
        dominantBaseline="central"
        transform={labelTransform(dimension.orientation, anchor)}
        {...labelStyle(textSize)}
      >
        {dimension.text}
      </text>
    </g>
  );
}

export function Legend({ items, textSize }: { items: LegendItem[]; textSize: number }) {
  const fills = {
    edge: DRAWING_COLOURS.edge,
    backsplash: DRAWING_COLOURS.backsplash,
    waterfall: DRAWING_COLOURS.waterfall,
  };
  return (
    <g aria-hidden="true">
      {items.map(({ key, label, swatch, labelAt }) => (
        <g key={key}>
          {key === 'edge' ? (
            <line
              x1={roundMm(swatch.x)}
              y1={roundMm(swatch.y)}
              x2={roundMm(swatch.x + swatch.width)}
              y2={roundMm(swatch.y)}
              stroke={fills.edge}
              strokeWidth={3.5}
              vectorEffect="non-scaling-stroke"
            />
          ) : (
            <rect
              x={roundMm(swatch.x)}
              y={roundMm(swatch.y)}
              width={roundMm(swatch.width)}
              height={roundMm(swatch.height)}
              fill={fills[key]}
              stroke={DRAWING_COLOURS.outline}
              strokeWidth={0.75}
              vectorEffect="non-scaling-stroke"
            />
          )}
          <text x={roundMm(labelAt.x)} y={roundMm(labelAt.y)} dominantBaseline="central" {...labelStyle(textSize)}>
            {label}
          </text>
        </g>
      ))}
    </g>
  );
}
