import { formatDate } from '#core/dates';
import { LABELS } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { JOB_STAGE_LABELS, type JobDetail, type PlannedBoardView } from '#core/workshop/job-schemas';
import { drawSurface } from '../pdf/draw-surface';
import { COLOURS, FONTS, mm, PAGE } from '../pdf/pdf-page';
import { chooseCustomerFont } from '../pdf/pdf-unicode-text';
import { writeDocument } from '../pdf/quote-pdf';

const TOP = mm(14);
const BOTTOM = mm(297 - 14);
const DRAWING_HEIGHT = mm(85);
const ROW = mm(5);
const BOARD_ROW = mm(11);
const COLUMNS = [
  { title: 'Part', width: 0.3 },
  { title: 'Finished L × W × T', width: 0.2 },
  { title: 'Qty', width: 0.06 },
  { title: 'Staves', width: 0.08 },
  { title: 'Rough L × W × T', width: 0.2 },
  { title: 'Wood', width: 0.16 },
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
  const customer = chooseCustomerFont(doc, job.partnerName ? `${job.customerName} (via ${job.partnerName})` : job.customerName, 'regular');
  doc
    .font(customer.font)
    .fontSize(9)
    .fillColor(COLOURS.ink)
    .text(customer.text, PAGE.marginX + mm(60), top + 3, { width: mm(70), lineBreak: false, ellipsis: true });
  text(doc, `Promised ${formatDate(new Date(`${job.promisedDate}T12:00:00+02:00`))} · ${JOB_STAGE_LABELS[job.stage]}`, PAGE.marginX + mm(130), top + 3, {
    size: 9,
    width: mm(48),
  });
  text(doc, title, PAGE.marginX, top + mm(8), { size: 11, bold: true });
}

function surfaceTitle(surface: SurfaceConfiguration, index: number): string {
  const layout = surface.surfaceType === 'countertop' && surface.countertopLayout ? ` ${LABELS.layout[surface.countertopLayout]}` : '';
  return `Surface ${index + 1}: ${LABELS.surfaceType[surface.surfaceType]}${layout}`;
}

function drawCutList(doc: PDFKit.PDFDocument, job: JobDetail, surfaceIndex: number, flow: SheetFlow): void {
  const parts = job.parts.filter((part) => part.surfaceIndex === surfaceIndex);
  let x = PAGE.marginX;
  const headerTop = flow.place(ROW);
  for (const column of COLUMNS) {
    text(doc, column.title, x, headerTop, { bold: true, width: PAGE.contentWidth * column.width - 4, colour: COLOURS.muted });
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
      part.woodSpecies.replace(/_/g, ' '),
    ];
    x = PAGE.marginX;
    cells.forEach((cell, index) => {
      text(doc, cell, x, top, { width: PAGE.contentWidth * COLUMNS[index].width - 4 });
      x += PAGE.contentWidth * COLUMNS[index].width;
    });
  }
  const first = parts[0];
  if (first) {
    const cutouts = parts.flatMap((part) => part.cutouts).map((cutout) => cutout.name);
    const notes = `Finish: ${LABELS.finish[first.finish as keyof typeof LABELS.finish] ?? first.finish} · Edge profile: ${LABELS.edgeProfile[first.edgeProfile as keyof typeof LABELS.edgeProfile] ?? first.edgeProfile} · Cutouts: ${cutouts.length > 0 ? cutouts.join(', ') : 'none'}`;
    text(doc, notes, PAGE.marginX, flow.place(ROW + 4) + 4, { width: PAGE.contentWidth, bold: true });
  }
}

/** A board as a bar to scale: each stave a box with its length, the leftover shaded, a kept offcut said so. */
function drawBoard(doc: PDFKit.PDFDocument, job: JobDetail, board: PlannedBoardView, number: number, top: number): void {
  const labelWidth = mm(34);
  const barX = PAGE.marginX + labelWidth;
  const barWidth = PAGE.contentWidth - labelWidth;
  const scale = barWidth / board.lengthMm;
  const barHeight = mm(6);
  text(doc, `${number}. ${board.source === 'offcut' ? 'Offcut' : 'Board'} ${board.lengthMm}`, PAGE.marginX, top + 2, { width: labelWidth - 4 });
  doc.lineWidth(0.5).strokeColor(COLOURS.ink).rect(barX, top, barWidth, barHeight).stroke();
  let x = barX;
  board.cuts.forEach((length, index) => {
    const width = length * scale;
    doc.fillColor(COLOURS.panel).rect(x, top, width, barHeight).fillAndStroke(COLOURS.panel, COLOURS.ink);
    const cut = board.cutParts[index];
    const part = job.parts[cut.partIndex];
    const piece = cut.pieces > 1 ? ` (${cut.piece}/${cut.pieces})` : '';
    if (width > mm(8)) text(doc, `${length}${piece}`, x + 1.5, top + 1.5, { size: 6, width: width - 3 });
    if (part && width > mm(14)) text(doc, part.name, x + 1.5, top + barHeight + 1, { size: 5.5, width: width - 3, colour: COLOURS.muted });
    x += width;
  });
  if (board.leftoverMm > 0) {
    const width = board.leftoverMm * scale;
    doc
      .fillColor(COLOURS.rule)
      .rect(barX + barWidth - width, top, width, barHeight)
      .fill();
    if (width > mm(16))
      text(doc, board.keptOffcut ? `keep ${board.leftoverMm}` : `waste ${board.leftoverMm}`, barX + barWidth - width + 1.5, top + 1.5, {
        size: 6,
        width: width - 3,
      });
  }
}

function drawBoards(doc: PDFKit.PDFDocument, job: JobDetail, flow: SheetFlow): void {
  const plan = job.boardPlan;
  const summary = `Board plan: ${plan.newBoards} boards to buy (lower bound ${plan.lowerBoundBoards}), yield ${plan.yieldPercent} %`;
  text(doc, summary, PAGE.marginX, flow.place(mm(9)) + mm(2), { size: 11, bold: true });
  let group = '';
  plan.boards.forEach((board, index) => {
    const name = `${board.species.replace(/_/g, ' ')}, ${board.roughThicknessMm} mm rough, boards ${board.widthMm} mm wide`;
    if (name !== group) {
      group = name;
      text(doc, name, PAGE.marginX, flow.place(ROW + 2) + 2, { bold: true });
    }
    drawBoard(doc, job, board, index + 1, flow.place(BOARD_ROW));
  });
}

/**
 * The job sheet for the floor (OPS-14…16): per surface the drawing with its dimensions (the
 * quote PDF's renderer), its cut list and its finish and edge notes, on its own page where it
 * fits; then each board to scale with its staves and offcuts.
 */
export function renderJobSheet(job: JobDetail, surfaces: readonly SurfaceConfiguration[]): Promise<Buffer> {
  return writeDocument(
    (doc) => {
      const flow = new SheetFlow(doc);
      surfaces.forEach((surface, index) => {
        if (index > 0) {
          doc.addPage();
          flow.y = TOP;
        }
        drawHeading(doc, job, flow, surfaceTitle(surface, index));
        drawSurface(doc, surface, { x: PAGE.marginX, y: flow.place(DRAWING_HEIGHT), width: PAGE.contentWidth, height: DRAWING_HEIGHT });
        drawCutList(doc, job, index, flow);
      });
      doc.addPage();
      flow.y = TOP;
      drawBoards(doc, job, flow);
    },
    { Title: `Job sheet ${job.jobNumber}`, Author: 'Grainline' },
  );
}
