import type { z } from 'zod';
import type { createQuoteSchema } from '#core/quotes/create-quote-schema';
import type { LeadInfo } from '#core/quotes/quote-view';
import { PARTNER_SESSION_ENDED_MESSAGE } from '#core/pricing/client-price';
import {
  currentDiscountOf,
  currentLeadTimeOf,
  currentPriceBookOf,
  DISCOUNT_CHANGED_MESSAGE,
  PRICES_UPDATED_MESSAGE,
  type CurrentPriceBook,
} from '#core/quotes/seen-price-book';
import { FIXED_LEAD_TIME, leadTimePromise, type LeadTime } from '#core/workshop/lead-time';
import { leadTimeRoute, priceBookRoute, priceBookVersionRoute } from '#core/api/catalogue-routes';
import { createQuoteRoute } from '#core/api/quotes-routes';
import { withProofOfWork } from '#client/shared/proof-of-work/with-proof-of-work';
import { sessionRoute } from '#core/api/session-routes';
import { PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import { ApiError } from '#client/shared/api-client';
import { callApi } from '#client/shared/call-api';
import { adoptPriceBook, seenPriceBookVersion } from '#client/shared/catalogue/price-book-updates';
import { randomId } from '#client/shared/random-id';
import { resourceData, setResource } from '#client/shared/resource-store';
import { SESSION_URL } from '#client/shared/session/use-session';
import { quoteFingerprint, type QuoteContent } from './quote-fingerprint';
import { markSketchesSent } from '#client/shared/quote-in-progress/sketch-store';
import { storedQuoteStore, type StoredQuote } from '#client/shared/quote-in-progress/stored-quote-store';
import { chosenAdviceRegion } from '#client/shared/advice/surface-advice-details';

/**
 * POST /api/quotes with what the customer sees now; the server prices it again and stores
 * it (PRICE-14, QUOTE-11). The reply becomes the stored quote, with the fingerprint of the
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
    // The partner's client price; the server prices it from the session and ignores it for anyone else.
    ...(content.pricedFor?.clientPrice ? { clientPrice: content.pricedFor.clientPrice } : {}),
    // The trade discount the prices on screen took off; the server refuses another (ADR 020).
    ...(content.pricedFor ? { discountPercentageShown: content.pricedFor.discountPercentage } : {}),
    // The lead time the summary promised: the queue's, or QUOTE-09's 3–4 weeks until it arrived.
    // The server refuses another (ADR 020).
    leadTimeShown: resourceData<LeadTime>(leadTimeRoute.path) ?? FIXED_LEAD_TIME,
    leadInfo,
    ...(sketchIds.length > 0 ? { sketchIds: [...sketchIds] } : {}),
    // The region the summary's advice used travels with the quote (ADR 023).
    adviceRegion: chosenAdviceRegion(),
  };
  const created = await priceBookVersionShown()
    .then((priceBookVersion) => postQuoteOnce({ ...request, priceBookVersion }))
    .catch(async (error: unknown) => {
      // ADR 020: prices changed since the page showed them; it now shows the new ones and saves nothing.
      const current = error instanceof ApiError && error.status === 409 ? error.detail?.current : undefined;
      const book = currentPriceBookOf(current);
      if (book) adoptPriceBook(book);
      // Staff changed the partner's discount: the session, read again, prices the page anew.
      if (currentDiscountOf(current)) {
        await callApi(sessionRoute).then(
          (session) => setResource(SESSION_URL, session),
          () => undefined,
        );
      }
      // A job joined or left the queue: the summary shows the dates a quote saved now promises.
      const leadTime = currentLeadTimeOf(current);
      if (leadTime) setResource(leadTimeRoute.path, leadTime.leadTime);
      throw error;
    });
  const stored: StoredQuote = {
    quoteNumber: created.quoteNumber,
    token: created.token,
    totalCents: created.totalCents,
    validUntil: created.validUntil,
    fingerprint: quoteFingerprint(content),
    leadTime: created.leadTime,
  };
  storedQuoteStore.set(stored);
  if (sketchIds.length > 0) markSketchesSent(sketchIds, created.quoteNumber);
  return stored;
}

/**
 * ADR 020: the version of the prices on screen, which the save names. A page reached by a link
 * inside the app fetched its book without one: it names the current version if that version's
 * book is the one shown, and otherwise is refused as the server refuses a save from older prices
 * (409 with the current book), so the page shows the new prices and nothing is stored.
 */
async function priceBookVersionShown(): Promise<number> {
  const seen = seenPriceBookVersion();
  if (seen !== undefined) return seen;
  const { version } = await callApi(priceBookVersionRoute);
  const priceBook = await callApi(priceBookRoute);
  if (JSON.stringify(resourceData(PAGE_CATALOGUE_URLS.priceBook)) === JSON.stringify(priceBook)) {
    setResource(PAGE_CATALOGUE_URLS.priceBookVersion, { version });
    return version;
  }
  const current: CurrentPriceBook = { priceBookVersion: version, priceBook };
  throw new ApiError(409, PRICES_UPDATED_MESSAGE, { code: 'conflict', message: PRICES_UPDATED_MESSAGE, current });
}

/**
 * What to tell the customer when a save failed: prices, a trade discount or a lead time that
 * changed meanwhile, or a partner's session that ended, are not failures to retry blindly, and a change
 * of prices is news to read rather than an error.
 */
export function saveFailureToast(
  error: unknown,
  fallback: string,
): { title: string; description: string; variant: 'default' | 'destructive' } {
  const failed = { title: 'Error', description: fallback, variant: 'destructive' } as const;
  if (!(error instanceof ApiError)) return failed;
  if (error.status === 409 && currentPriceBookOf(error.detail?.current))
    return { title: 'Prices Updated', description: PRICES_UPDATED_MESSAGE, variant: 'default' };
  if (error.status === 409 && currentDiscountOf(error.detail?.current))
    return { title: 'Discount Changed', description: DISCOUNT_CHANGED_MESSAGE, variant: 'default' };
  const leadTime = error.status === 409 ? currentLeadTimeOf(error.detail?.current) : null;
  if (leadTime)
    return { title: 'Delivery Time Changed', description: leadTimeChangedText(leadTime.leadTime), variant: 'default' };
  if (error.status === 401 && error.detail?.message === PARTNER_SESSION_ENDED_MESSAGE)
    return { ...failed, title: 'Signed Out', description: PARTNER_SESSION_ENDED_MESSAGE };
  return failed;
}

/** The toast names the new lead time: the dates it changes are further up the summary. */
const leadTimeChangedText = (leadTime: LeadTime) =>
  `The workshop’s delivery time is now ${leadTimePromise(leadTime)}; it changed since you opened this page. Please check the new dates, then save again.`;

/** The quote being saved and its Idempotency-Key, until the server's answer arrives. */
let unanswered: { request: string; key: string } | undefined;

/** Waits before each retry of a save whose answer was lost. */
export const SAVE_RETRY_DELAYS_MS = [400, 1500];

const answerLost = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 502 || error.status === 503 || error.status === 504;

/**
 * Posts the quote with an Idempotency-Key made for it, and retries a lost answer with the same
 * key: a server that stored the quote before the connection dropped answers with that quote,
 * not a second number. A later click for the same content, after every retry failed, reuses
 * the key too; new content gets a new key.
 */
async function postQuoteOnce(request: z.input<typeof createQuoteSchema>) {
  const requestText = JSON.stringify(request);
  const key = unanswered?.request === requestText ? unanswered.key : randomId();
  unanswered = { request: requestText, key };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const created = await withProofOfWork((headers) =>
        callApi(createQuoteRoute, { body: request }, { headers: { 'Idempotency-Key': key, ...headers } }),
      );
      unanswered = undefined;
      return created;
    } catch (error) {
      const delay = SAVE_RETRY_DELAYS_MS[attempt];
      if (!answerLost(error)) unanswered = undefined;
      if (delay === undefined || !answerLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
