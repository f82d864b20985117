import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { makeStaff, signInStaff } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { personTraces } from './helpers/person-traces';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';
import { recipientKeptUntil } from '#core/invoicing/invoice-retention';
import { runMaintenance } from '#server/maintenance/run-maintenance';
import { workshopDay } from '#server/quotes/quote-number';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/**
 * STAFF-10, ADR 041: after an erasure nothing in the data folder or the database holds the person but what their
 * tax invoice must print until the law lets it go (ADR 051), read as a forensic reader would: the SQLite file and
 * its WAL byte for byte, the outbox's .eml files, the cached PDFs as text, every text and binary column.
 */
describeEachDatabase('an erasure leaves nothing of the person', (ctx, dialect) => {
  it('erases the cached PDF, the .eml files, the notes and the freed bytes, and says so by kind', async () => {
    const { app, database, config } = ctx();
    const fullName = 'Zanele Vergeet';
    const email = `zanele.vergeet.${dialect}@forgetme.co.za`;
    const sketch = (
      await app.inject({
        method: 'POST',
        url: '/api/files/sketch',
        ...multipartFile({ field: 'sketch', fileName: 'Vergeet island.png', contentType: 'image/png', bytes: PNG }),
      })
    ).json<{ data: { id: string } }>().data.id;
    const leadInfo = { fullName, email, phone: '083 444 7777', companyName: 'Vergeet Joinery' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({ leadInfo, sketchIds: [sketch] }),
    });
    expect(created.statusCode).toBe(201);
    const quote = created.json<{ data: { token: string; quoteNumber: string } }>().data;
    // The customer's own copy and the business copy, mailed for real: the worker writes them as .eml files.
    const emailed = await app.inject({
      method: 'POST',
      url: '/api/email/quote',
      payload: { token: quote.token, sendBusinessCopy: true, requestId: 'erase-all-1' },
    });
    expect(emailed.statusCode).toBe(202);
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` })).statusCode).toBe(200);
    // The billing address and VAT number given on accepting (ADR 047) are theirs too.
    const billing = { billingAddress: '9 Vergeet Lane\nHout Bay 7806', vatNumber: '4777000111' };
    expect(
      (await app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: billing })).statusCode,
    ).toBe(200);
    const cookie = await signInStaff(app, await makeStaff(database.db, { role: 'owner' }));
    const { id: quoteId } = await database.db
      .selectFrom('quotes')
      .select('id')
      .where('quote_number', '=', quote.quoteNumber)
      .executeTakeFirstOrThrow();
    const outcome = await app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${quoteId}/outcome`,
      headers: { cookie },
      payload: { outcome: 'won', note: 'Ms Vergeet paid the deposit' },
    });
    expect(outcome.statusCode).toBe(200);
    await (await ctx().worker()).tasks.outbox.runOnce();
    const outboxDir = path.join(config.dataDir, 'outbox');
    const emlFiles = fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
    expect(emlFiles.length).toBeGreaterThanOrEqual(3);
    expect(
      await database.db.selectFrom('quote_pdfs').select('quote_id').where('quote_id', '=', quoteId).execute(),
    ).toHaveLength(1);
    for (const needle of [email, 'Vergeet', 'Hout Bay 7806', '4777000111'])
      expect(await personTraces({ db: database.db, dialect, dataDir: config.dataDir, needle })).not.toEqual([]);

    const erased = await app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: { cookie },
      payload: { email },
    });
    expect(erased.statusCode).toBe(200);
    const report = erased.json<{ data: { erased: Record<string, number | boolean> } }>().data.erased;
    expect(report).toMatchObject({
      leads: 1,
      quotes: 1,
      sketches: 1,
      quotePdfs: 1,
      notes: 2,
      emailFiles: emlFiles.length,
      storageReclaimed: true,
      invoicesKept: 1,
      invoicesKeptUntil: recipientKeptUntil(workshopDay(new Date())),
    });
    expect(report.emails).toBeGreaterThanOrEqual(emlFiles.length);

    const traces = (needle: string) => personTraces({ db: database.db, dialect, dataDir: config.dataDir, needle });
    for (const needle of [email, '083 444 7777']) expect(await traces(needle), needle).toEqual([]);
    // ADR 051: the deposit invoice keeps what the tax law requires it to print, and nothing else does.
    const keptIn = (...columns: string[]) => [
      ...columns.map((column) => `column invoices.${column}`),
      ...(dialect === 'sqlite' ? ['file grainline.sqlite'] : []),
    ];
    const printed: Record<string, string[]> = {
      [fullName]: ['recipient_name'],
      Vergeet: ['recipient_address', 'recipient_name'],
      'Hout Bay 7806': ['recipient_address'],
      '4777000111': ['recipient_vat_number'],
    };
    for (const [needle, columns] of Object.entries(printed))
      expect((await traces(needle)).sort(), needle).toEqual(keptIn(...columns).sort());
    // On the day the law lets them go, the maintenance task erases them, old bytes and all.
    const until = new Date(`${recipientKeptUntil(workshopDay(new Date()))}T12:00:00Z`);
    await runMaintenance({ db: database.db, unattachedSketchHours: 24, securityLogRetentionDays: 365, now: until });
    for (const needle of Object.keys(printed)) expect(await traces(needle), needle).toEqual([]);
    // The books keep the quote and its job.
    expect(
      await database.db.selectFrom('quotes').select('quote_number').where('id', '=', quoteId).execute(),
    ).toHaveLength(1);
    expect(await database.db.selectFrom('jobs').select('id').where('quote_id', '=', quoteId).execute()).toHaveLength(1);
  });
});
