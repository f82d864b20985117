import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { priceQuote } from '#core/pricing/price-quote';
import { surfaceConfigurationSchema } from '#core/surface/surface-schema';
import { LARGEST_CONFIGURATION } from './largest-configuration';

/** Median microseconds per price of the largest configuration, over batches. */
export function benchEngine(): { microsecondsPerPrice: number; totalCents: number } {
  const surface = surfaceConfigurationSchema.parse(LARGEST_CONFIGURATION);
  const book = buildDefaultPriceBook();
  const input = { surfaces: [surface], delivery: 'shipping' as const, insurance: true };
  for (let i = 0; i < 2_000; i += 1) priceQuote(input, book);
  const batch = 2_000;
  const samples: number[] = [];
  for (let round = 0; round < 15; round += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i += 1) priceQuote(input, book);
    samples.push(Number(process.hrtime.bigint() - start) / 1_000 / batch);
  }
  samples.sort((a, b) => a - b);
  return {
    microsecondsPerPrice: samples[Math.floor(samples.length / 2)],
    totalCents: priceQuote(input, book).totalCents,
  };
}
