import { renderWoodTexture } from '#server/wood-images/wood-texture';
import { loadConfig } from '#server/config';
import { renderQuotePdf } from '#server/pdf/quote-pdf';
import { FIVE_SURFACES, makeQuoteView } from '#server/pdf/test-quote-view';

/** Median milliseconds to render a 5-surface quote PDF, wood images included. */
export async function benchQuotePdf(): Promise<{ medianMs: number; bytes: number }> {
  const quote = makeQuoteView({ surfaces: FIVE_SURFACES });
  const business = loadConfig({}).business;
  const woodImage = (speciesId: string, grain: 'face' | 'edge' | 'end') =>
    renderWoodTexture({ speciesId, grain, variant: 0, width: 240, height: 240 });
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 7; run += 1) {
    const start = performance.now();
    const result = await renderQuotePdf({
      quote,
      business,
      woodImage,
      log: { warn: (details, message) => console.warn(message, details) },
    });
    times.push(performance.now() - start);
    if (!result.ok) throw new Error(result.error);
    bytes = result.bytes.length;
  }
  times.sort((a, b) => a - b);
  return { medianMs: Math.round(times[Math.floor(times.length / 2)]), bytes };
}
