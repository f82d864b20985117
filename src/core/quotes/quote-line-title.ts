import { formatRand } from '../money';
import { LABELS } from '../surface/surface-options';
import type { QuoteLineView } from './quote-view';

/**
 * 'Countertop — Kiaat - Edge Grain': what a quote line is, in the PDF's item titles and the
 * e-mails alike (a line without its surface type says too little).
 */
export function quoteLineTitle(line: QuoteLineView): string {
  return `${LABELS.surfaceType[line.surface.surfaceType]} — ${line.woodName}`;
}

/** '2 × Countertop — Kiaat - Edge Grain: R 31,094.66': one line of a quote in the e-mails. */
export const quoteLineSummary = (line: QuoteLineView): string =>
  `${line.price.quantity} × ${quoteLineTitle(line)}: ${formatRand(line.price.lineTotalCents)}`;
