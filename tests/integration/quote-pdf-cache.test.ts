import { expect, it } from 'vitest';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

// Before the cache, every download rendered the PDF again; about 8 clients saturated the server.
describeEachDatabase('quote PDFs are rendered once per version', (ctx) => {
  it('serves later downloads of a quote from the cache', async () => {
    const created = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
    const { token } = created.json<{ data: { token: string } }>().data;
    const download = () => ctx().app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` });
    const first = await download();
    expect(first.statusCode).toBe(200);
    const { db } = ctx().database;
    const rows = await db.selectFrom('quote_pdfs').select(['quote_id', 'version']).execute();
    expect(rows).toHaveLength(1);
    // What the cache holds is what is sent: mark it, and the next download carries the mark.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('%cached')]);
    await db.updateTable('quote_pdfs').set({ bytes: marked }).execute();
    const second = await download();
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marked)).toBe(true);
    // The e-mail attaches the same cached document.
    expect((await ctx().app.inject({ method: 'POST', url: '/api/email/quote', payload: { token } })).statusCode).toBe(
      202,
    );
    expect(await db.selectFrom('quote_pdfs').select('quote_id').execute()).toHaveLength(1);
  });

  it('renders a new version when what the PDF shows changes', async () => {
    const created = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
    const { token } = created.json<{ data: { token: string } }>().data;
    await ctx().app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` });
    const { db } = ctx().database;
    await db
      .updateTable('quote_pdfs')
      .set({ version: 'an older layout', bytes: Buffer.from('stale') })
      .execute();
    const fresh = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` });
    expect(fresh.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
