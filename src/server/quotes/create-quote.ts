import { currentLeadTime } from '../jobs/current-lead-time';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { QuoteAdvice } from '#core/advice/advise-surface';
import { figuresOfPriceBook } from '#core/advice/species-figures';
import { PARTNER_SESSION_ENDED_MESSAGE, requestPrices } from '#core/pricing/client-price';
import { QUOTE_VALIDITY_DAYS, settledClientType, type CreateQuoteRequest } from '#core/quotes/create-quote-schema';
import type { BusinessDetails, QuoteLineView, QuoteView } from '#core/quotes/quote-view';
import { woodName } from '#core/catalogue/product-words';
import { recordQuoteEvent } from '../analytics/record-quote-event';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { loadPartnerBranding } from '../partners/partner-branding';
import { partnerTerms } from '../pricing/partner-terms';
import type { PartnerPrincipal } from '../auth/principal';
import { attachSketches } from '../sketches/sketch-repository';
import { findIdempotentQuote, hashIdempotencyKey, hashRequest, recordIdempotencyKey } from './idempotency-repository';
import { storedClientPricing } from './client-facing-pricing';
import { checkSeenDiscount, checkSeenLeadTime, checkSeenPriceBook } from './check-seen-prices';
import { insertLead } from './lead-repository';
import type { MailLane } from '../mail/mail-lanes';
import { notifyWorkshop } from './notify-workshop';
import { moneySummary } from '#core/quotes/money-summary';
import { recordQuoteHistory } from './quote-history-repository';
import { nextQuoteNumber } from './quote-number';
import { loadQuote } from './load-quote';
import { insertQuote } from './quote-repository';
import type { StoredPricing } from './quote-view-from-row';

/**
 * Saves the customer's lead and quote (QUOTE-11): prices every surface again with the
 * server's engine and price book, and keeps that price book with the quote so a later
 * edit never changes an issued quote (QUOTE-11).
 *
 * With an idempotency key a retry whose first reply was lost gets the quote
 * the first attempt stored, not a second number: the key is recorded in the quote's own
 * transaction, so either both are stored or neither is.
 */
export async function createQuote(options: {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  request: CreateQuoteRequest;
  /**
   * The signed-in partner, from the session: their discount, client price and client as the lead (PRICE-11,
   * PARTNER-15).
   */
  partner: Pick<PartnerPrincipal, 'partnerId' | 'discountBasisPoints'> | null;
  idempotencyKey?: string;
  business: BusinessDetails;
  /** The lane of the workshop's notice: `anonymous` when no one signed in saved it (ADR 040). */
  mailLane?: MailLane;
  now: Date;
}): Promise<{ quote: QuoteView; replayed: boolean }> {
  const { db, now, partner } = options;
  const request = settledRequest(options.request, partner);
  const terms = await partnerTerms(db, partner, request.clientPrice);
  // Who asked is part of the request: a key replayed by someone else never returns this quote.
  const requestHash = hashRequest({ request, partnerId: partner?.partnerId ?? null });
  const idempotency = options.idempotencyKey
    ? { keyHash: hashIdempotencyKey(options.idempotencyKey), requestHash }
    : undefined;
  const earlier = idempotency && (await replayQuote(db, idempotency, now));
  if (earlier) return { quote: earlier, replayed: true };
  const current = await options.priceBooks.current();
  checkSeenPriceBook(request.priceBookVersion, current);
  if (partner) checkSeenDiscount(request.discountPercentageShown, partner.discountBasisPoints);
  const { book } = current;
  const { trade: price, client, clientPrice: choice } = requestPrices(request, book, terms);
  const lines = quoteLines(request, current, price.lines);
  const { lines: _lines, ...totals } = price;
  const pricing: StoredPricing = { lines, totals, client: storedClientPricing(client) };
  const advice = quoteAdvice(request, current);
  const token = randomBytes(32).toString('base64url');
  const createdAt = now.toISOString();

  const stored = db.transaction().execute(async (trx) => {
    // OPS-19: the quote promises the lead time of the queue it joins, and keeps it; read in the
    // quote's own transaction, and refused if it is not the one the page showed (ADR 020).
    const leadTime = await currentLeadTime(trx);
    checkSeenLeadTime(request.leadTimeShown, leadTime);
    const leadId = await insertLead(trx, {
      created_at: createdAt,
      full_name: request.leadInfo.fullName,
      email: request.leadInfo.email,
      phone: request.leadInfo.phone,
      company_name: request.leadInfo.companyName ?? null,
      client_type: request.clientType,
      source: partner ? 'partner_quote' : 'quote_form',
    });
    const quoteNumber = await nextQuoteNumber(trx, now);
    const quoteId = await insertQuote(trx, {
      quote_number: quoteNumber,
      token,
      status: 'draft',
      created_at: createdAt,
      valid_until: new Date(now.getTime() + QUOTE_VALIDITY_DAYS * 86_400_000).toISOString(),
      accepted_at: null,
      lead_id: leadId,
      client_type: request.clientType,
      delivery: request.delivery,
      insurance: request.insurance ? 1 : 0,
      discount_basis_points: partner?.discountBasisPoints ?? 0,
      partner_id: partner?.partnerId ?? null,
      surfaces_json: JSON.stringify(request.surfaces),
      pricing_json: JSON.stringify(pricing),
      price_book_json: JSON.stringify(book),
      total_cents: price.totalCents,
      client_price_mode: choice.mode,
      client_markup_basis_points: choice.markupBasisPoints,
      client_total_cents: client.totalCents,
      lead_min_weeks: leadTime.minWeeks,
      lead_max_weeks: leadTime.maxWeeks,
      advice_json: JSON.stringify(advice),
    });
    await recordQuoteEvent(trx, { type: 'quote_saved', quoteId, now });
    const sketchIds = [...new Set(request.sketchIds ?? [])];
    if (sketchIds.length > 0 && (await attachSketches(trx, { quoteId, sketchIds })) !== sketchIds.length) {
      throw new AppError('validation_failed', 'A sketch could not be found; please upload it again', {
        fields: { sketchIds: 'Unknown sketch' },
      });
    }
    if (idempotency) await recordIdempotencyKey(trx, { ...idempotency, quoteId, createdAt });
    await recordQuoteHistory(trx, {
      quote_id: quoteId,
      occurred_at: createdAt,
      kind: 'created',
      staff_user_id: null,
      staff_name: null,
      note: null,
    });
    const { fullName, email, phone } = request.leadInfo;
    // The workshop's figures: what it charges (the trade price of a partner's quote).
    const money = moneySummary(price, {
      delivery: request.delivery,
      discountBasisPoints: partner?.discountBasisPoints,
    });
    const branding = partner ? await loadPartnerBranding(trx, partner.partnerId) : undefined;
    const quote = {
      id: quoteId,
      quoteNumber,
      customerName: fullName,
      customerEmail: email,
      customerPhone: phone,
      lines,
      money,
      ...(branding ? { partner: { businessName: branding.businessName, contact: branding.contact } } : {}),
    };
    await notifyWorkshop(trx, { kind: 'new_quote', quote, business: options.business, lane: options.mailLane, now });
  });
  try {
    await stored;
  } catch (error) {
    // The same key committed by a concurrent attempt: this one rolled back; answer with that one.
    const concurrent = idempotency && !(error instanceof AppError) && (await replayQuote(db, idempotency, now));
    if (concurrent) return { quote: concurrent, replayed: true };
    throw error;
  }

  return { quote: (await loadQuote(db, token, now)).view, replayed: false };
}

/** The request as it is saved: only a partner's names a partner's prices, and its client type is settled (QUOTE-06). */
function settledRequest(request: CreateQuoteRequest, partner: { partnerId: number } | null) {
  // A client price or a trade discount is a partner's: named without a partner's session, the
  // page is a partner's whose session ended. Refused, never stored as the workshop's own quote
  // at list price under the partner's prices on screen (ADR 019, ADR 020).
  if (!partner && (request.clientPrice || request.discountPercentageShown !== undefined)) {
    throw new AppError('unauthorized', PARTNER_SESSION_ENDED_MESSAGE);
  }
  const clientType = settledClientType(request.clientType, partner !== null);
  if (!clientType)
    throw new AppError('validation_failed', 'Choose your client’s type', {
      fields: { clientType: 'Choose your client’s type' },
    });
  return { ...request, clientType };
}

/** Each surface with its wood's name and its price, as the quote shows them. */
function quoteLines(
  request: CreateQuoteRequest,
  { book, species }: PriceBookVersionView,
  prices: QuoteLineView['price'][],
): QuoteLineView[] {
  const speciesNames = new Map(species.map((entry) => [entry.speciesId, entry.name]));
  return request.surfaces.map((surface, index) => {
    const speciesName = speciesNames.get(book.species[surface.woodSpecies]?.speciesId ?? '') ?? 'Wood Species';
    return {
      surface,
      speciesName,
      woodName: woodName(speciesName, surface.grainStyle),
      price: prices[index],
    };
  });
}

/**
 * The advice travels with the quote (ADR 023): the region chosen and the figures of the species it names, as the price
 * book in force has them.
 */
function quoteAdvice(request: CreateQuoteRequest, { book, species }: PriceBookVersionView): QuoteAdvice {
  const quotedSpecies = new Set(request.surfaces.map((surface) => book.species[surface.woodSpecies]?.speciesId));
  return {
    region: request.adviceRegion ?? null,
    figures: figuresOfPriceBook(species.filter((entry) => quotedSpecies.has(entry.speciesId))),
  };
}

async function replayQuote(
  db: Kysely<Database>,
  idempotency: { keyHash: string; requestHash: string },
  now: Date,
): Promise<QuoteView | undefined> {
  const earlier = await findIdempotentQuote(db, idempotency.keyHash);
  if (!earlier) return undefined;
  if (earlier.requestHash !== idempotency.requestHash) {
    throw new AppError(
      'unprocessable',
      'This Idempotency-Key was already used for a different quote. Send a new key with each new quote.',
      {
        fields: { 'Idempotency-Key': 'Already used for a different request' },
      },
    );
  }
  return (await loadQuote(db, earlier.token, now)).view;
}
