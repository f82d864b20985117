import { woodWords, type NamedSpecies } from '#core/catalogue/product-words';
import { formatDate } from '#core/dates';
import { LABELS } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { boardSegments } from '#core/workshop/board-layout';
import { JOB_STAGE_LABELS, type JobDetail, type JobPartView, type PlannedBoardView } from '#core/workshop/job-schemas';
import { partNotes } from '#core/workshop/part-notes';
import { drawSurface } from '../pdf/draw-surface';
import { COLOURS, FONTS, mm, PAGE } from '../pdf/pdf-page';
import { chooseCustomerFont } from '../pdf/pdf-unicode-text';
import { writeDocument } from '../pdf/quote-pdf';

const TOP = mm(14);
const BOTTOM = mm(297 - 14);
const DRAWING_HEIGHT = mm(85);
const ROW = mm(5);
const COLUMNS = [
  { title: 'Part', width: 0.26 },
  { title: 'Finished L × W × T', width: 0.18 },
  { title: 'Qty', width: 0.05 },
  { title: 'Staves', width: 0.07 },
  { title: 'Rough L × W × T', width: 0.18 },
  // Wide enough for the price book's longest name, 'African Mahogany - Edge Grain'.
  { title: 'Wood', width: 0.26 },
] as const;

class SheetFlow {
  y = TOP;
  constructor(private readonly doc: PDFKit.PDFDocument) {}
  /** Room for `height` points, on a new page when this one is full. */
  place(height: number): number {
    if (this.y + height > BOTTOM && this.y > TOP) {
      this.doc.addPage();
      this.y = TOP;
    }
    const top = this.y;
    this.y += height;
    return top;
  }
}

function text(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean; width?: number; colour?: string } = {},
): void {
  doc
    .font(options.bold ? FONTS.bold : FONTS.regular)
    .fontSize(options.size ?? 8)
    .fillColor(options.colour ?? COLOURS.ink)
    .text(value, x, y, { width: options.width, lineBreak: false, ellipsis: options.width !== undefined });
}

const size = (length: number, width: number, thickness: number) => `${length} × ${width} × ${thickness}`;

/** The header every surface page starts with: whose job, when it is promised, where it stands. */
function drawHeading(doc: PDFKit.PDFDocument, job: JobDetail, flow: SheetFlow, title: string): void {
  const top = flow.place(mm(16));
  text(doc, `Job ${job.jobNumber}`, PAGE.marginX, top, { size: 14, bold: true });
  const customer = chooseCustomerFont(
    doc,
    job.partnerName ? `${job.customerName} (via ${job.partnerName})` : job.customerName,
    'regular',
  );
  doc
    .font(customer.font)
    .fontSize(9)
    .fillColor(COLOURS.ink)
    .text(customer.text, PAGE.marginX + mm(60), top + 3, { width: mm(70), lineBreak: false, ellipsis: true });
  text(
    doc,
    `Promised ${formatDate(new Date(`${job.promisedDate}T12:00:00+02:00`))} · ${JOB_STAGE_LABELS[job.stage]}`,
    PAGE.marginX + mm(130),
    top + 3,
    {
      size: 9,
      width: mm(48),
    },
  );
  text(doc, title, PAGE.marginX, top + mm(8), { size: 11, bold: true });
}

function surfaceTitle(surface: SurfaceConfiguration, index: number): string {
  const layout =
    surface.surfaceType === 'countertop' && surface.countertopLayout
      ? ` ${LABELS.layout[surface.countertopLayout]}`
      : '';
  return `Surface ${index + 1}: ${LABELS.surfaceType[surface.surfaceType]}${layout}`;
}

function drawCutList(doc: PDFKit.PDFDocument, job: JobDetail, surfaceIndex: number, flow: SheetFlow): void {
  const parts = job.parts.filter((part) => part.surfaceIndex === surfaceIndex);
  let x = PAGE.marginX;
  const headerTop = flow.place(ROW);
  for (const column of COLUMNS) {
    text(doc, column.title, x, headerTop, {
      bold: true,
      width: PAGE.contentWidth * column.width - 4,
      colour: COLOURS.muted,
    });
    x += PAGE.contentWidth * column.width;
  }
  for (const part of parts) {
    const top = flow.place(ROW);
    const cells = [
      part.name,
      size(part.finishedLengthMm, part.finishedWidthMm, part.thicknessMm),
      String(part.quantity),
      `${part.staveCount}`,
      size(part.roughLengthMm, part.roughWidthMm, part.roughThicknessMm),
      part.woodName,
    ];
    x = PAGE.marginX;
    cells.forEach((cell, index) => {
      text(doc, cell, x, top, { width: PAGE.contentWidth * COLUMNS[index].width - 4 });
      x += PAGE.contentWidth * COLUMNS[index].width;
    });
  }
  for (const part of parts) drawPartNotes(doc, part, flow);
}

/** A paragraph wrapped to the content width, on the next page if it does not fit on this one. */
function paragraph(
  doc: PDFKit.PDFDocument,
  value: string,
  flow: SheetFlow,
  options: { size?: number; bold?: boolean; colour?: string } = {},
): void {
  doc.font(options.bold ? FONTS.bold : FONTS.regular).fontSize(options.size ?? 8);
  const top = flow.place(doc.heightOfString(value, { width: PAGE.contentWidth }) + 1.5);
  doc.fillColor(options.colour ?? COLOURS.ink).text(value, PAGE.marginX, top, { width: PAGE.contentWidth });
}

/** OPS-14: under the cut list, each part's shape, edges, finish, cutouts, hardware and glue-up in words. */
function drawPartNotes(doc: PDFKit.PDFDocument, part: JobPartView, flow: SheetFlow): void {
  flow.place(mm(1.5));
  paragraph(doc, part.name, flow, { bold: true });
  for (const note of partNotes(part))
    paragraph(doc, `${note.label}: ${note.text}`, flow, {
      colour: note.label === 'Needs a board' ? COLOURS.link : COLOURS.ink,
    });
}

/**
 * A board as a bar to scale (OPS-16): each cut a box with its length, its trim shaded at each
 * end, the kerfs as dark lines, the leftover kept or wasted; then the same in words, each cut
 * with the part and stave it is for.
 */
function drawBoard(
  doc: PDFKit.PDFDocument,
  job: JobDetail,
  board: PlannedBoardView,
  number: number,
  flow: SheetFlow,
): void {
  const labelWidth = mm(34);
  const barX = PAGE.marginX + labelWidth;
  const barWidth = PAGE.contentWidth - labelWidth;
  const scale = barWidth / board.lengthMm;
  const barHeight = mm(6);
  const top = flow.place(barHeight + mm(1.5));
  text(doc, `${number}. ${board.source === 'offcut' ? 'Offcut' : 'Board'} ${board.lengthMm}`, PAGE.marginX, top + 2, {
    width: labelWidth - 4,
  });
  doc.lineWidth(0.5).strokeColor(COLOURS.ink).rect(barX, top, barWidth, barHeight).stroke();
  const segments = boardSegments(board, job.parts);
  const words: string[] = [];
  let kerfMm = 0;
  for (const segment of segments) {
    const x = barX + segment.xMm * scale;
    const width = segment.lengthMm * scale;
    if (segment.kind === 'kerf') {
      kerfMm = segment.lengthMm;
      doc.fillColor(COLOURS.ink).rect(x, top, Math.max(width, 0.6), barHeight).fill();
    } else if (segment.kind === 'offcut') {
      doc.fillColor(COLOURS.rule).rect(x, top, width, barHeight).fill();
      const what = segment.kept ? `keep ${segment.lengthMm}` : `waste ${segment.lengthMm}`;
      if (width > mm(16)) text(doc, what, x + 1.5, top + 1.5, { size: 6, width: width - 3 });
      words.push(segment.kept ? `${segment.lengthMm} mm kept as an offcut` : `${segment.lengthMm} mm waste`);
    } else {
      doc.fillColor(COLOURS.panel).rect(x, top, width, barHeight).fillAndStroke(COLOURS.panel, COLOURS.ink);
      const trim = segment.trimEachEndMm * scale;
      if (trim > 0) {
        doc.fillColor(COLOURS.rule).rect(x, top, trim, barHeight).fill();
        doc
          .fillColor(COLOURS.rule)
          .rect(x + width - trim, top, trim, barHeight)
          .fill();
      }
      if (width > mm(8))
        text(doc, `${segment.lengthMm}`, x + 1.5 + trim, top + 1.5, { size: 6, width: width - 3 - trim });
      const trimWords = segment.trimEachEndMm > 0 ? `, trim ${segment.trimEachEndMm} each end` : '';
      words.push(`${segment.lengthMm} ${segment.label}${trimWords}`);
    }
  }
  if (kerfMm > 0) words.push(`kerf ${Math.round(kerfMm * 10) / 10} mm`);
  paragraph(doc, words.join(' · '), flow, { size: 6.5, colour: COLOURS.muted });
  flow.place(mm(1.5));
}

function drawBoards(doc: PDFKit.PDFDocument, job: JobDetail, species: readonly NamedSpecies[], flow: SheetFlow): void {
  const plan = job.boardPlan;
  const summary = `Board plan: ${plan.newBoards} boards to buy (lower bound ${plan.lowerBoundBoards}), yield ${plan.yieldPercent} %`;
  text(doc, summary, PAGE.marginX, flow.place(mm(9)) + mm(2), { size: 11, bold: true });
  let group = '';
  plan.boards.forEach((board, index) => {
    const name = `${woodWords(board.species, species)}, ${board.roughThicknessMm} mm rough, boards ${board.widthMm} mm wide`;
    if (name !== group) {
      group = name;
      text(doc, name, PAGE.marginX, flow.place(ROW + 2) + 2, { bold: true });
    }
    drawBoard(doc, job, board, index + 1, flow);
  });
}

/**
 * The job sheet for the floor (OPS-14…16): per surface the drawing with its dimensions (the
 * quote PDF's renderer), its cut list and its finish and edge notes, on its own page where it
 * fits; then each board to scale with its staves and offcuts, under its species as the price
 * book names it.
 */
export function renderJobSheet(
  job: JobDetail,
  surfaces: readonly SurfaceConfiguration[],
  species: readonly NamedSpecies[],
): Promise<Buffer> {
  return writeDocument(
    (doc) => {
      const flow = new SheetFlow(doc);
      surfaces.forEach((surface, index) => {
        if (index > 0) {
          doc.addPage();
          flow.y = TOP;
        }
        drawHeading(doc, job, flow, surfaceTitle(surface, index));
        drawSurface(doc, surface, {
          x: PAGE.marginX,
          y: flow.place(DRAWING_HEIGHT),
          width: PAGE.contentWidth,
          height: DRAWING_HEIGHT,
        });
        drawCutList(doc, job, index, flow);
      });
      doc.addPage();
      flow.y = TOP;
      drawBoards(doc, job, species, flow);
    },
    { Title: `Job sheet ${job.jobNumber}`, Author: 'Grainline' },
  );
}
