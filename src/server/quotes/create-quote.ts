import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { priceQuote } from '../../core/pricing/price-quote';
import { QUOTE_VALIDITY_DAYS, type CreateQuoteRequest } from '../../core/quotes/create-quote-schema';
import type { QuoteLineView, QuoteView } from '../../core/quotes/quote-view';
import { LABELS } from '../../core/surface/surface-options';
import { listSpecies, type PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { attachSketches } from '../sketches/sketch-repository';
import { insertLead } from './lead-repository';
import { nextQuoteNumber } from './quote-number';
import { findQuoteByToken, insertQuote } from './quote-repository';
import { quoteViewFromRow, type StoredPricing } from './quote-view-from-row';

/**
 * Saves the customer's lead and quote (issue 5): prices every surface again with the
 * server's engine and price book, and keeps that price book with the quote so a later
 * edit never changes an issued quote (DECISIONS §5).
 */
export async function createQuote(options: {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  request: CreateQuoteRequest;
  now: Date;
}): Promise<QuoteView> {
  const { db, request, now } = options;
  const book = await options.priceBooks.get();
  const price = priceQuote({ surfaces: request.surfaces, delivery: request.delivery, insurance: request.insurance }, book);
  const speciesNames = new Map((await listSpecies(db)).map((species) => [species.species_id, species.name]));
  const lines: QuoteLineView[] = request.surfaces.map((surface, index) => {
    const speciesName = speciesNames.get(book.species[surface.woodSpecies]?.speciesId ?? '') ?? 'Wood Species';
    return {
      surface,
      speciesName,
      woodName: `${speciesName} - ${LABELS.grain[surface.grainStyle]} Grain`,
      price: price.lines[index],
    };
  });
  const { lines: _lines, ...totals } = price;
  const pricing: StoredPricing = { lines, totals };
  const token = randomBytes(32).toString('base64url');
  const createdAt = now.toISOString();

  await db.transaction().execute(async (trx) => {
    const leadId = await insertLead(trx, {
      created_at: createdAt,
      full_name: request.leadInfo.fullName,
      email: request.leadInfo.email,
      phone: request.leadInfo.phone,
      company_name: request.leadInfo.companyName ?? null,
      client_type: request.clientType,
      source: 'quote_form',
    });
    const quoteId = await insertQuote(trx, {
      quote_number: await nextQuoteNumber(trx, now),
      token,
      status: 'draft',
      created_at: createdAt,
      valid_until: new Date(now.getTime() + QUOTE_VALIDITY_DAYS * 86_400_000).toISOString(),
      accepted_at: null,
      lead_id: leadId,
      client_type: request.clientType,
      delivery: request.delivery,
      insurance: request.insurance ? 1 : 0,
      discount_basis_points: 0,
      partner_id: null,
      surfaces_json: JSON.stringify(request.surfaces),
      pricing_json: JSON.stringify(pricing),
      price_book_json: JSON.stringify(book),
      total_cents: price.totalCents,
    });
    const sketchIds = [...new Set(request.sketchIds ?? [])];
    if (sketchIds.length > 0 && (await attachSketches(trx, { quoteId, sketchIds })) !== sketchIds.length) {
      throw new AppError('validation_failed', 'A sketch could not be found; please upload it again', {
        fields: { sketchIds: 'Unknown sketch' },
      });
    }
  });

  const row = await findQuoteByToken(db, token);
  if (!row) throw new Error('A quote just stored could not be read back');
  return quoteViewFromRow(row, now);
}
