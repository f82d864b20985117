import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { PROJECT_ROOT } from '../project-root';

const PDF_SOURCE_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'pdf');
/** The rows of the money summary are the PDF's too: a change to their wording or order is a change of layout. */
const SHARED_LAYOUT_FILES = [path.join(PROJECT_ROOT, 'src', 'core', 'quotes', 'money-summary.ts')];
let layoutVersion: string | undefined;

/**
 * The PDF renderer's own version: a hash of its source files, so a release that changes the
 * layout renders every quote afresh without anyone remembering to bump a number.
 */
function pdfLayoutVersion(): string {
  if (layoutVersion === undefined) {
    const hash = createHash('sha256');
    for (const file of fs
      .readdirSync(PDF_SOURCE_DIR)
      .filter((name) => name.endsWith('.ts') && !name.includes('.test'))
      .sort()) {
      hash.update(file).update(fs.readFileSync(path.join(PDF_SOURCE_DIR, file)));
    }
    for (const file of SHARED_LAYOUT_FILES) hash.update(path.basename(file)).update(fs.readFileSync(file));
    layoutVersion = hash.digest('hex');
  }
  return layoutVersion;
}

/**
 * One version per content of the PDF: the stored quote (not its status, which it does not
 * print), the business details, the layout and which wood photos it shows.
 */
export function quotePdfVersion(view: QuoteView, business: BusinessDetails, woodImages = ''): string {
  const { status: _status, acceptedAt: _acceptedAt, ...printed } = view;
  return createHash('sha256')
    .update(JSON.stringify({ printed, business, layout: pdfLayoutVersion(), woodImages }))
    .digest('hex');
}

export async function findCachedPdf(
  db: Kysely<Database>,
  quoteId: number,
  version: string,
): Promise<{ bytes: Buffer; fileName: string } | undefined> {
  const row = await db
    .selectFrom('quote_pdfs')
    .select(['bytes', 'file_name'])
    .where('quote_id', '=', quoteId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row && { bytes: Buffer.from(row.bytes), fileName: row.file_name };
}

/** Keeps the latest version only: an older one can never be asked for again. */
export async function storeCachedPdf(
  db: Kysely<Database>,
  entry: { quoteId: number; version: string; fileName: string; bytes: Buffer; now: Date },
): Promise<void> {
  const values = {
    version: entry.version,
    file_name: entry.fileName,
    bytes: entry.bytes,
    created_at: entry.now.toISOString(),
  };
  await db
    .insertInto('quote_pdfs')
    .values({ quote_id: entry.quoteId, ...values })
    .onConflict((conflict) => conflict.column('quote_id').doUpdateSet(values))
    .execute();
}
