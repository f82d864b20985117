import { beforeAll, expect, it } from 'vitest';
import type { StaffAttention } from '#core/back-office/attention';
import type { OutboxMessageView, OutboxRowView } from '#core/back-office/outbox-view';
import type { InboxPage, InboxQuoteDetail } from '#core/back-office/quotes-inbox';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { pdfText } from './helpers/pdf-text';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

interface CreatedQuote {
  quoteNumber: string;
  token: string;
  totalCents: number;
}

describeEachDatabase('staff back office: quotes inbox, outbox, attention', (ctx) => {
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    staff = {
      cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff', name: 'Sipho Staff' })),
    };
  });
  const get = <T>(url: string) =>
    ctx()
      .app.inject({ method: 'GET', url, headers: staff })
      .then((r) => ({
        status: r.statusCode,
        get data() {
          return r.json<{ data: T }>().data;
        },
        raw: r,
      }));
  const createQuote = async (overrides: Record<string, unknown> = {}) =>
    (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest(overrides) })).json<{
      data: CreatedQuote;
    }>().data;
  const idOf = async (quoteNumber: string) =>
    (await get<InboxPage>(`/api/admin/quotes?search=${quoteNumber}`)).data.quotes[0].id;

  it('lists every quote newest first, searchable by number, name or e-mail, filtered by status and period, paged on the server', async () => {
    const zanele = await createQuote({
      leadInfo: { fullName: 'Zanele Mokoena', email: 'zanele@example.co.za', phone: '082 000 0001' },
    });
    const pieter = await createQuote({
      leadInfo: { fullName: 'Pieter van Wyk', email: 'pieter_100@example.co.za', phone: '082 000 0002' },
    });
    const all = await get<InboxPage>('/api/admin/quotes');
    expect(all.status).toBe(200);
    expect(all.data.quotes[0]).toMatchObject({
      quoteNumber: pieter.quoteNumber,
      customerName: 'Pieter van Wyk',
      totalCents: pieter.totalCents,
      status: 'draft',
      outcome: null,
    });
    expect(all.data.quotes[1]?.quoteNumber).toBe(zanele.quoteNumber);
    expect((await get<InboxPage>('/api/admin/quotes?search=ZANELE')).data.quotes.map((q) => q.quoteNumber)).toEqual([
      zanele.quoteNumber,
    ]);
    expect((await get<InboxPage>(`/api/admin/quotes?search=${pieter.quoteNumber}`)).data.total).toBe(1);
    // `%` and `_` are searched for as themselves, not as wildcards.
    expect((await get<InboxPage>('/api/admin/quotes?search=r_100')).data.quotes.map((q) => q.customerName)).toEqual([
      'Pieter van Wyk',
    ]);
    expect((await get<InboxPage>('/api/admin/quotes?search=1%25%25')).data.total).toBe(0);
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${zanele.token}/accept`, payload: ACCEPT_BILLING });
    expect((await get<InboxPage>('/api/admin/quotes?status=accepted')).data.quotes.map((q) => q.quoteNumber)).toEqual([
      zanele.quoteNumber,
    ]);
    expect((await get<InboxPage>('/api/admin/quotes?from=2020-01-01&to=2020-12-31')).data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get<InboxPage>(`/api/admin/quotes?from=${today}`)).data.total).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 24; i += 1) await createQuote();
    const page2 = await get<InboxPage>('/api/admin/quotes?page=2');
    expect(page2.data).toMatchObject({ page: 2, pageSize: 25 });
    expect(page2.data.quotes.length).toBe(page2.data.total - 25);
    expect((await get('/api/admin/quotes?status=bogus')).status).toBe(400);
    expect((await get('/api/admin/quotes?from=yesterday')).status).toBe(400);
  });

  it('opens a quote with what the customer saw, contact, sketches for staff only, PDF, e-mails and history', async () => {
    const uploaded = await ctx().app.inject({
      method: 'POST',
      url: '/api/files/sketch',
      ...multipartFile({ field: 'sketch', fileName: 'kitchen plan.png', contentType: 'image/png', bytes: PNG }),
    });
    const sketchId = uploaded.json<{ data: { id: string } }>().data.id;
    const quote = await createQuote({ sketchIds: [sketchId] });
    await ctx().app.inject({
      method: 'POST',
      url: '/api/email/quote',
      payload: { token: quote.token, sendBusinessCopy: false },
    });
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const id = await idOf(quote.quoteNumber);
    const detail = (await get<InboxQuoteDetail>(`/api/admin/quotes/${id}`)).data;
    expect(detail.quote).toMatchObject({
      quoteNumber: quote.quoteNumber,
      status: 'accepted',
      leadInfo: { fullName: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 1234' },
    });
    expect(detail.quote.lines).toHaveLength(2);
    expect(detail.sketches).toEqual([
      { id: sketchId, fileName: 'kitchen plan.png', mimeType: 'image/png', sizeBytes: PNG.length },
    ]);
    expect(detail.history.map((h) => h.kind)).toEqual(['created', 'sent', 'accepted']);
    // The customer's e-mail and the workshop's notices of the new quote and of its acceptance.
    expect(detail.emails.map((e) => e.kind).sort()).toEqual(['quote', 'workshop_new_quote', 'workshop_quote_accepted']);
    expect(detail.emails.find((e) => e.kind === 'workshop_new_quote')).toMatchObject({
      to: ctx().config.business.email,
      subject: expect.stringContaining(quote.quoteNumber),
    });

    const sketch = await get<never>(`/api/admin/quotes/${id}/sketches/${sketchId}`);
    expect(sketch.raw.statusCode).toBe(200);
    expect(sketch.raw.headers['content-disposition']).toBe('attachment; filename="kitchen_plan.png"');
    expect(Buffer.from(sketch.raw.rawPayload).equals(PNG)).toBe(true);
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/admin/quotes/${id}/sketches/${sketchId}` })).statusCode,
    ).toBe(401);
    const other = await idOf((await createQuote()).quoteNumber);
    expect((await get(`/api/admin/quotes/${other}/sketches/${sketchId}`)).raw.statusCode).toBe(404);

    const pdf = await get<never>(`/api/admin/quotes/${id}/pdf`);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.raw.rawPayload)).toContain(quote.quoteNumber);
    expect((await get(`/api/admin/quotes/999999`)).status).toBe(404);
  });

  it('records won or lost with a note, in the history and the filters', async () => {
    const quote = await createQuote();
    const id = await idOf(quote.quoteNumber);
    const marked = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${id}/outcome`,
      headers: staff,
      payload: { outcome: 'lost', note: 'Went with a cheaper supplier' },
    });
    expect(marked.statusCode).toBe(200);
    const detail = marked.json<{ data: InboxQuoteDetail }>().data;
    expect(detail).toMatchObject({ outcome: 'lost', outcomeNote: 'Went with a cheaper supplier' });
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'lost',
      by: 'Sipho Staff',
      note: 'Went with a cheaper supplier',
    });
    expect((await get<InboxPage>('/api/admin/quotes?status=lost')).data.quotes.map((q) => q.id)).toContain(id);
    const bad = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${id}/outcome`,
      headers: staff,
      payload: { outcome: 'maybe' },
    });
    expect(bad.json()).toMatchObject({ error: { fields: { outcome: 'Choose won or lost' } } });
  });

  it('shows the outbox without bodies, retries a failed message, and counts failures on the staff home', async () => {
    const before = (await get<StaffAttention>('/api/admin/attention')).data;
    const quote = await createQuote();
    const failed = await ctx()
      .database.db.updateTable('outbox')
      .set({ status: 'failed', last_error: '550 mailbox unavailable', attempts: 8 })
      .where('dedupe_key', 'like', `workshop-new:${quote.quoteNumber}:%`)
      .returning('id')
      .executeTakeFirstOrThrow();
    const attention = (await get<StaffAttention>('/api/admin/attention')).data;
    expect(attention.failedEmails).toBe(before.failedEmails + 1);
    expect(attention.newQuotes).toBe(before.newQuotes + 1);
    expect(attention.quotesToFollowUp).toBe(before.quotesToFollowUp + 1);
    // Accepted as well as new, it is still one quote to follow up.
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const accepted = (await get<StaffAttention>('/api/admin/attention')).data;
    expect(accepted).toMatchObject({
      newQuotes: before.newQuotes + 1,
      acceptedToFollowUp: before.acceptedToFollowUp + 1,
      quotesToFollowUp: before.quotesToFollowUp + 1,
    });
    const list = (await get<OutboxRowView[]>('/api/admin/outbox?status=failed')).data;
    expect(list.find((m) => m.id === failed.id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      kind: 'workshop_new_quote',
    });
    expect(JSON.stringify(list)).not.toContain('Open it in the back office');
    const retry = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${failed.id}/retry`,
      headers: staff,
    });
    expect(retry.statusCode).toBe(200);
    expect(
      (await ctx().app.inject({ method: 'POST', url: `/api/admin/outbox/${failed.id}/retry`, headers: staff }))
        .statusCode,
    ).toBe(409);
    const row = await ctx()
      .database.db.selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(row.status === 'pending' || row.status === 'sending' || row.status === 'sent').toBe(true);
    expect((await get<StaffAttention>('/api/admin/attention')).data.failedEmails).toBe(before.failedEmails);
  });

  it('opens one message to show what it said: subject, text and attachments by name, never their bytes (STAFF-09)', async () => {
    const quote = await createQuote();
    await ctx().app.inject({
      method: 'POST',
      url: '/api/email/quote',
      payload: { token: quote.token, sendBusinessCopy: false },
    });
    const row = await ctx()
      .database.db.selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'quote')
      .where('dedupe_key', 'like', `%${quote.quoteNumber}%`)
      .executeTakeFirstOrThrow();
    const url = `/api/admin/outbox/${row.id}`;
    const message = await get<OutboxMessageView>(url);
    expect(message.status).toBe(200);
    expect(message.data).toMatchObject({
      id: row.id,
      to: 'thandi@example.co.za',
      subject: expect.stringContaining(quote.quoteNumber),
      text: expect.stringContaining(quote.quoteNumber),
    });
    expect(message.data.attachments).toEqual([
      { fileName: expect.stringMatching(/\.pdf$/), contentType: 'application/pdf', sizeBytes: expect.any(Number) },
    ]);
    expect(message.data.attachments[0]?.sizeBytes).toBeGreaterThan(1000);
    expect(message.raw.body).not.toContain('contentBase64');
    expect(message.raw.body).not.toContain('<html');

    expect((await ctx().app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const partner = await makePartner(ctx().database.db);
    expect(
      (await ctx().app.inject({ method: 'GET', url, headers: { cookie: await signInPartner(ctx().app, partner) } }))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/admin/outbox/99999999')).status).toBe(404);
    expect((await get('/api/admin/outbox/abc')).status).toBe(400);
  });
});
