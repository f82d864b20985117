import { useId, useMemo, useRef } from 'react';
import { DRAWING_COLOURS, drawingFrame } from '#core/drawing/drawing-frame';
import { fitDrawing } from '#core/drawing/fit-drawing';
import type { CutoutMark, EdgeMark, SurfacePiece } from '#core/drawing/drawing-types';
import { surfaceGeometry } from '#core/drawing/surface-geometry';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { DimensionLine, Legend } from './drawing-annotations';
import { roundMm, viewBoxAttribute } from './svg-attributes';
import { useDrawingBox } from './use-drawing-box';

/** ADR 013: dimension labels are at least this tall on screen, wherever the drawing is shown. */
const MIN_LABEL_PX = 11;

const outline = { stroke: DRAWING_COLOURS.outline, strokeWidth: 1.25, vectorEffect: 'non-scaling-stroke' } as const;

/** CONF-35: the live top view, drawn to scale in millimetres from the same geometry as the PDF. */
export function SurfaceDrawing({
  surface,
  className = 'h-auto w-full',
  title = 'Top view of the surface',
}: {
  surface: SurfaceConfiguration;
  className?: string;
  title?: string;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const box = useDrawingBox(svgRef);
  const { geometry, frame } = useMemo(() => {
    if (box) return fitDrawing(surface, box, MIN_LABEL_PX);
    const plain = surfaceGeometry(surface);
    return { geometry: plain, frame: drawingFrame(plain) };
  }, [surface, box]);
  const id = useId();
  const t = geometry.textSize;
  return (
    <svg
      ref={svgRef}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      data-testid="surface-drawing"
      viewBox={viewBoxAttribute(frame.viewBox)}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{geometry.description}</desc>
      {geometry.pieces.length === 0 && (
        <text
          x={500}
          y={200}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={48}
          fill={DRAWING_COLOURS.walkway}
        >
          Enter the sizes to see the drawing
        </text>
      )}
      {/* Under the pieces, so their outlines and edge marks cover the gap's dashed border. */}
      {geometry.walkway && (
        <g>
          <rect
            x={roundMm(geometry.walkway.x)}
            y={roundMm(geometry.walkway.y)}
            width={roundMm(geometry.walkway.width)}
            height={roundMm(geometry.walkway.height)}
            fill="none"
            stroke={DRAWING_COLOURS.walkway}
            strokeWidth={1}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
          />
          <text
            x={roundMm(geometry.walkway.x + geometry.walkway.width / 2)}
            y={roundMm(geometry.walkway.y + geometry.walkway.height / 2)}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={roundMm(t)}
            fontStyle="italic"
            fontFamily="Helvetica, Arial, sans-serif"
            fill={DRAWING_COLOURS.walkway}
          >
            {geometry.walkway.label}
          </text>
        </g>
      )}
      {geometry.pieces.map((piece) => (
        <Piece key={piece.section} piece={piece} />
      ))}
      {/* The backsplash stands on the back edge, so in a top view it hides that edge. */}
      {geometry.edgeMarks.map((mark, i) => (
        <Edge key={i} mark={mark} />
      ))}
      {[...geometry.backsplashes, ...geometry.waterfalls].map((strip, i) => (
        <rect
          key={i}
          x={roundMm(strip.x)}
          y={roundMm(strip.y)}
          width={roundMm(strip.width)}
          height={roundMm(strip.height)}
          fill={'end' in strip ? DRAWING_COLOURS.waterfall : DRAWING_COLOURS.backsplash}
          {...outline}
          strokeWidth={0.75}
        />
      ))}
      {geometry.cutouts.map((cutout, index) => (
        <Cutout key={`${cutout.kind}-${index}`} cutout={cutout} />
      ))}
      {geometry.cableHole && (
        <circle
          data-cutout="cable_hole"
          cx={roundMm(geometry.cableHole.cx)}
          cy={roundMm(geometry.cableHole.cy)}
          r={roundMm(geometry.cableHole.r)}
          fill={DRAWING_COLOURS.cutout}
          {...outline}
        />
      )}
      {geometry.dimensions.map((dimension, i) => (
        <DimensionLine key={i} dimension={dimension} textSize={t} />
      ))}
      <Legend items={frame.legend} textSize={t} />
    </svg>
  );
}

function Piece({ piece }: { piece: SurfacePiece }) {
  if (piece.shape === 'ellipse') {
    return (
      <ellipse
        cx={roundMm(piece.cx)}
        cy={roundMm(piece.cy)}
        rx={roundMm(piece.rx)}
        ry={roundMm(piece.ry)}
        fill={DRAWING_COLOURS.wood}
        {...outline}
      />
    );
  }
  return (
    <rect
      data-section={piece.section}
      x={roundMm(piece.x)}
      y={roundMm(piece.y)}
      width={roundMm(piece.width)}
      height={roundMm(piece.height)}
      fill={DRAWING_COLOURS.wood}
      {...outline}
    />
  );
}

function Edge({ mark }: { mark: EdgeMark }) {
  const stroke = {
    stroke: DRAWING_COLOURS.edge,
    strokeWidth: 3.5,
    strokeLinecap: 'butt',
    vectorEffect: 'non-scaling-stroke',
  } as const;
  if (mark.shape === 'ellipse') {
    return (
      <ellipse
        cx={roundMm(mark.cx)}
        cy={roundMm(mark.cy)}
        rx={roundMm(mark.rx)}
        ry={roundMm(mark.ry)}
        fill="none"
        {...stroke}
      />
    );
  }
  return (
    <line
      x1={roundMm(mark.from.x)}
      y1={roundMm(mark.from.y)}
      x2={roundMm(mark.to.x)}
      y2={roundMm(mark.to.y)}
      {...stroke}
    />
  );
}

function Cutout({ cutout }: { cutout: CutoutMark }) {
  if (cutout.shape === 'circle') {
    return (
      <circle
        data-cutout={cutout.kind}
        cx={roundMm(cutout.cx)}
        cy={roundMm(cutout.cy)}
        r={roundMm(cutout.r)}
        fill={DRAWING_COLOURS.cutout}
        {...outline}
      />
    );
  }
  return (
    <rect
      data-cutout={cutout.kind}
      x={roundMm(cutout.x)}
      y={roundMm(cutout.y)}
      width={roundMm(cutout.width)}
      height={roundMm(cutout.height)}
      rx={roundMm(cutout.cornerRadius)}
      fill={DRAWING_COLOURS.cutout}
      {...outline}
    />
  );
}
