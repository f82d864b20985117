import type { z } from 'zod';
import type { createQuoteSchema } from '../../../core/quotes/create-quote-schema';
import type { LeadInfo } from '../../../core/quotes/quote-view';
import { postData } from '../../shared/api-client';
import { quoteFingerprint, type QuoteContent } from './quote-fingerprint';
import { markSketchesSent } from './sketch-store';
import { storedQuoteStore, type StoredQuote } from './stored-quote-store';

/** The parts of POST /api/quotes' reply this screen keeps. */
interface CreatedQuote {
  quoteNumber: string;
  token: string;
  totalCents: number;
  validUntil: string;
}

/**
 * POST /api/quotes with what the customer sees now; the server prices it again and stores
 * it (DECISIONS §1, §5). The reply becomes the stored quote, with the fingerprint of the
 * content it was made from, and the sketches sent with it are marked as sent.
 */
export async function saveQuote({
  content,
  leadInfo,
  sketchIds,
}: {
  content: QuoteContent;
  leadInfo: LeadInfo;
  sketchIds: readonly string[];
}): Promise<StoredQuote> {
  const request: z.input<typeof createQuoteSchema> = {
    surfaces: [...content.surfaces],
    delivery: content.delivery,
    insurance: content.delivery === 'shipping' && content.insurance,
    clientType: content.clientType,
    leadInfo,
    ...(sketchIds.length > 0 ? { sketchIds: [...sketchIds] } : {}),
  };
  const created = await postData<CreatedQuote>('/api/quotes', request);
  const stored: StoredQuote = {
    quoteNumber: created.quoteNumber,
    token: created.token,
    totalCents: created.totalCents,
    validUntil: created.validUntil,
    fingerprint: quoteFingerprint(content),
  };
  storedQuoteStore.set(stored);
  if (sketchIds.length > 0) markSketchesSent(sketchIds, created.quoteNumber);
  return stored;
}
