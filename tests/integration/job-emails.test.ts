import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { JobDetail, JobList, StageEmail } from '#core/workshop/job-schemas';
import type { MailMessage } from '#server/mail/mail-message';
import * as readyStages from '#server/db/migrations/2026-12-06T1400-ready-stages';
import { makePartner, makeStaff, signInStaff } from './helpers/accounts';
import { payQuoteInvoices } from './helpers/pay-invoices';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const ADDRESS = '12 Sawmill Road, Mbombela';
const HOURS = 'Mon–Fri 08:00–17:00, Sat 08:00–12:00';

describeEachDatabase(
  'job e-mails: the customer (or their partner) hears the job is ready',
  (ctx) => {
    let staff: Record<string, string> = {};
    beforeAll(async () => {
      staff = {
        cookie: await signInStaff(
          ctx().app,
          await makeStaff(ctx().database.db, { role: 'staff', name: 'Sipho Staff' }),
        ),
      };
    });

    /** An accepted quote's job, with the quote changed first as the test needs (partner, delivery). */
    const acceptedJob = async (overrides: Record<string, unknown>, partnerId?: number) => {
      const quote = (
        await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest(overrides) })
      ).json<{
        data: { quoteNumber: string; token: string };
      }>().data;
      if (partnerId)
        await ctx()
          .database.db.updateTable('quotes')
          .set({ partner_id: partnerId })
          .where('quote_number', '=', quote.quoteNumber)
          .execute();
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
      // The floor waits for the deposit (ADR 050): paid as staff record it.
      await payQuoteInvoices(ctx().app, staff, quote.quoteNumber);
      const jobs = (await ctx().app.inject({ method: 'GET', url: '/api/admin/jobs', headers: staff })).json<{
        data: JobList;
      }>().data.jobs;
      const job = jobs.find((j) => j.quoteNumber === quote.quoteNumber);
      if (!job) throw new Error('no job');
      return job;
    };
    /** A move; `emailCustomer` is the staff's answer to "E-mail the customer now?" (none given: not sent). */
    const move = async (id: number, stage: string, version: number, emailCustomer?: boolean) =>
      (
        await ctx().app.inject({
          method: 'PATCH',
          url: `/api/admin/jobs/${id}`,
          headers: staff,
          payload: { stage, version, emailCustomer },
        })
      ).statusCode;
    const preview = async (id: number, stage: string) =>
      (
        await ctx().app.inject({
          method: 'GET',
          url: `/api/admin/jobs/${id}/stage-email?stage=${stage}`,
          headers: staff,
        })
      ).json<{ data: StageEmail }>().data;
    const mailsFor = async (jobNumber: string) => {
      const rows = await ctx()
        .database.db.selectFrom('outbox')
        .select(['kind', 'payload_json'])
        .where('dedupe_key', 'like', `job-%:${jobNumber}`)
        .execute();
      return rows.map((row) => ({ kind: row.kind, message: JSON.parse(row.payload_json) as MailMessage }));
    };

    it('tells a customer who collects that the job is ready, with the address and hours, once, and only when staff say yes', async () => {
      const job = await acceptedJob({
        delivery: 'collect',
        leadInfo: { fullName: 'Cara Collect', email: 'cara@example.co.za', phone: '082 000 0101' },
      });
      expect(job.delivery).toBe('collect');
      expect(await move(job.id, 'finishing', 1)).toBe(200);
      expect(await mailsFor(job.jobNumber)).toEqual([]);
      // The message staff are shown before they answer.
      const shown = await preview(job.id, 'ready_to_collect');
      expect(shown.email).toMatchObject({
        to: 'cara@example.co.za',
        subject: `Your order ${job.jobNumber} is ready to collect`,
      });
      expect(shown.email?.text).toContain(`Collect it from: ${ADDRESS}`);
      expect((await preview(job.id, 'cutting')).email).toBeNull();
      // Staff said no: moved, nothing sent.
      expect(await move(job.id, 'ready_to_collect', 2, false)).toBe(200);
      expect(await mailsFor(job.jobNumber)).toEqual([]);
      // Moved back by mistake and on again, now with a yes: one e-mail, and a second yes sends no other.
      expect(await move(job.id, 'finishing', 3)).toBe(200);
      expect(await move(job.id, 'ready_to_collect', 4, true)).toBe(200);
      expect(await move(job.id, 'finishing', 5)).toBe(200);
      expect(await move(job.id, 'ready_to_collect', 6, true)).toBe(200);
      const mails = await mailsFor(job.jobNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('job_ready');
      expect(mails[0].message.to).toBe('cara@example.co.za');
      expect(mails[0].message.subject).toBe(`Your order ${job.jobNumber} is ready to collect`);
      expect(mails[0].message.text).toContain(`Collect it from: ${ADDRESS}`);
      expect(mails[0].message.text).toContain(`Opening hours: ${HOURS}`);
      expect(mails[0].message.text.split('082').length).toBeLessThanOrEqual(2);
      expect(mails[0].message.html).toContain('Cara Collect');
      expect((await preview(job.id, 'ready_to_collect')).email).toBeNull();
    });

    it("keeps a job to its delivery's stages: a delivered job is never ready to collect", async () => {
      const job = await acceptedJob({
        delivery: 'shipping',
        leadInfo: { fullName: 'Wes Wrong', email: 'wes@example.co.za', phone: '082 000 0106' },
      });
      const refused = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/admin/jobs/${job.id}`,
        headers: staff,
        payload: { stage: 'ready_to_collect', version: 1, emailCustomer: true },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'validation_failed' } });
      const after = (await ctx().app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}`, headers: staff })).json<{
        data: JobDetail;
      }>().data;
      expect(after).toMatchObject({ stage: 'accepted', version: 1 });
      expect(await mailsFor(job.jobNumber)).toEqual([]);
      const bad = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/admin/jobs/${job.id}`,
        headers: staff,
        payload: { stage: 'out_for_delivery', version: 1, emailCustomer: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(await mailsFor(job.jobNumber)).toEqual([]);
    });

    it('tells a customer whose job is delivered that it goes out for delivery, without the address', async () => {
      const job = await acceptedJob({
        delivery: 'shipping',
        leadInfo: { fullName: 'Dan <Delivery>', email: 'dan@example.co.za', phone: '082 000 0102' },
      });
      expect(await move(job.id, 'out_for_delivery', 1, true)).toBe(200);
      const [mail] = await mailsFor(job.jobNumber);
      expect(mail.message).toMatchObject({
        to: 'dan@example.co.za',
        subject: `Your order ${job.jobNumber} is out for delivery`,
      });
      expect(mail.message.text).toContain('is out for delivery.');
      expect(mail.message.text).not.toContain(ADDRESS);
      // The customer's own words are escaped in the HTML.
      expect(mail.message.html).toContain('Dan &lt;Delivery&gt;');
      expect(mail.message.html).not.toContain('<Delivery>');
    });

    it("tells the partner, not their client, when a partner's client's job is ready", async () => {
      const partner = await makePartner(ctx().database.db, { businessName: 'Kitchen Co' });
      const job = await acceptedJob(
        {
          delivery: 'collect',
          leadInfo: { fullName: 'Pat Client', email: 'pat@example.co.za', phone: '082 000 0103' },
        },
        partner.id,
      );
      expect(await move(job.id, 'ready_to_collect', 1, true)).toBe(200);
      const mails = await mailsFor(job.jobNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('partner_job_ready');
      expect(mails[0].message.to).not.toBe('pat@example.co.za');
      const contact = await ctx()
        .database.db.selectFrom('partners')
        .select('contact_email')
        .where('id', '=', partner.id)
        .executeTakeFirstOrThrow();
      expect(mails[0].message.to).toBe(contact.contact_email);
      expect(mails[0].message.subject).toBe(`Ready to collect: Pat Client, ${job.jobNumber}`);
      expect(mails[0].message.text).toContain(ADDRESS);
    });

    it("tells the partner, not their client, when a partner's client's job goes out for delivery", async () => {
      const partner = await makePartner(ctx().database.db, { businessName: 'Deliver Co' });
      const job = await acceptedJob(
        {
          delivery: 'shipping',
          leadInfo: { fullName: 'Pim Client', email: 'pim@example.co.za', phone: '082 000 0105' },
        },
        partner.id,
      );
      expect(await move(job.id, 'out_for_delivery', 1, true)).toBe(200);
      const mails = await mailsFor(job.jobNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('partner_job_ready');
      expect(mails[0].message.to).not.toBe('pim@example.co.za');
      expect(mails[0].message.subject).toBe(`Out for delivery: Pim Client, ${job.jobNumber}`);
      expect(mails[0].message.text).toContain('is out for delivery.');
      expect(mails[0].message.text).not.toContain(ADDRESS);
      // Delivered means it arrived: no second e-mail. The balance is paid first (ADR 050).
      await payQuoteInvoices(ctx().app, staff, job.quoteNumber);
      expect(await move(job.id, 'delivered', 2, true)).toBe(200);
      expect(await mailsFor(job.jobNumber)).toHaveLength(1);
    });

    it('migrates a job in the old single ready stage to the one its delivery chose, history and all', async () => {
      const collect = await acceptedJob({
        delivery: 'collect',
        leadInfo: { fullName: 'Olive Old', email: 'olive@example.co.za', phone: '082 000 0107' },
      });
      const deliver = await acceptedJob({
        delivery: 'shipping',
        leadInfo: { fullName: 'Otto Old', email: 'otto@example.co.za', phone: '082 000 0108' },
      });
      const db = ctx().database.db;
      // A job in the old single ready stage was accepted before invoicing: its quote has no invoice (ADR 050).
      const quoteIds = db.selectFrom('jobs').select('quote_id').where('id', 'in', [collect.id, deliver.id]);
      await db
        .deleteFrom('invoice_payments')
        .where('invoice_id', 'in', db.selectFrom('invoices').select('id').where('quote_id', 'in', quoteIds))
        .execute();
      await db.deleteFrom('invoices').where('quote_id', 'in', quoteIds).execute();
      await readyStages.down(db);
      for (const job of [collect, deliver]) {
        await sql`update jobs set stage = 'ready', version = 2 where id = ${job.id}`.execute(db);
        await sql`insert into job_stage_moves (job_id, from_stage, to_stage, moved_at) values (${job.id}, 'accepted', 'ready', '2026-12-01T10:00:00Z')`.execute(
          db,
        );
      }
      await readyStages.up(db);
      const show = async (id: number) =>
        (await ctx().app.inject({ method: 'GET', url: `/api/admin/jobs/${id}`, headers: staff })).json<{
          data: JobDetail;
        }>().data;
      expect(await show(collect.id)).toMatchObject({ stage: 'ready_to_collect', version: 2 });
      expect((await show(collect.id)).moves).toContainEqual(
        expect.objectContaining({ from: 'accepted', to: 'ready_to_collect' }),
      );
      expect(await show(deliver.id)).toMatchObject({ stage: 'out_for_delivery' });
      // The rebuilt table keeps its links: the job moves on as before.
      expect(await move(collect.id, 'collected', 2)).toBe(200);
      expect(await move(deliver.id, 'delivered', 2)).toBe(200);
    });

    it('queues nothing for a stale move', async () => {
      const job = await acceptedJob({
        delivery: 'collect',
        leadInfo: { fullName: 'Sam Stale', email: 'sam@example.co.za', phone: '082 000 0104' },
      });
      expect(await move(job.id, 'cutting', 1)).toBe(200);
      expect(await move(job.id, 'ready_to_collect', 1, true)).toBe(409);
      expect(await mailsFor(job.jobNumber)).toEqual([]);
    });
  },
  { env: { BUSINESS_ADDRESS: ADDRESS, BUSINESS_HOURS: HOURS } },
);
