import { beforeAll, expect, it } from 'vitest';
import type { JobList } from '#core/workshop/job-schemas';
import type { MailMessage } from '#server/mail/mail-message';
import { makePartner, makeStaff, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const ADDRESS = '12 Sawmill Road, Mbombela';
const HOURS = 'Mon–Fri 08:00–17:00, Sat 08:00–12:00';

describeEachDatabase(
  'job e-mails: the customer (or their partner) hears the job is ready',
  (ctx) => {
    let staff: Record<string, string> = {};
    beforeAll(async () => {
      staff = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff', name: 'Sipho Staff' })) };
    });

    /** An accepted quote's job, with the quote changed first as the test needs (partner, delivery). */
    const acceptedJob = async (overrides: Record<string, unknown>, partnerId?: number) => {
      const quote = (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest(overrides) })).json<{
        data: { quoteNumber: string; token: string };
      }>().data;
      if (partnerId) await ctx().database.db.updateTable('quotes').set({ partner_id: partnerId }).where('quote_number', '=', quote.quoteNumber).execute();
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept` });
      const jobs = (await ctx().app.inject({ method: 'GET', url: '/api/admin/jobs', headers: staff })).json<{ data: JobList }>().data.jobs;
      const job = jobs.find((j) => j.quoteNumber === quote.quoteNumber);
      if (!job) throw new Error('no job');
      return job;
    };
    const move = async (id: number, stage: string, version: number) =>
      (await ctx().app.inject({ method: 'PATCH', url: `/api/admin/jobs/${id}`, headers: staff, payload: { stage, version } })).statusCode;
    const mailsFor = async (jobNumber: string) => {
      const rows = await ctx().database.db.selectFrom('outbox').select(['kind', 'payload_json']).where('dedupe_key', 'like', `job-%:${jobNumber}`).execute();
      return rows.map((row) => ({ kind: row.kind, message: JSON.parse(row.payload_json) as MailMessage }));
    };

    it('tells a customer who collects that the job is ready, with the address and hours, once', async () => {
      const job = await acceptedJob({ delivery: 'collect', leadInfo: { fullName: 'Cara Collect', email: 'cara@example.co.za', phone: '082 000 0101' } });
      expect(await move(job.id, 'finishing', 1)).toBe(200);
      expect(await mailsFor(job.jobNumber)).toEqual([]);
      expect(await move(job.id, 'ready', 2)).toBe(200);
      // Moved back by mistake and on again: still one e-mail.
      expect(await move(job.id, 'finishing', 3)).toBe(200);
      expect(await move(job.id, 'ready', 4)).toBe(200);
      const mails = await mailsFor(job.jobNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('job_ready');
      expect(mails[0].message.to).toBe('cara@example.co.za');
      expect(mails[0].message.subject).toBe(`Your order ${job.jobNumber} is ready to collect`);
      expect(mails[0].message.text).toContain(`Collect it from: ${ADDRESS}`);
      expect(mails[0].message.text).toContain(`Opening hours: ${HOURS}`);
      expect(mails[0].message.html).toContain('Cara Collect');
    });

    it('tells a customer whose job is delivered that it goes out for delivery, without the address', async () => {
      const job = await acceptedJob({ delivery: 'shipping', leadInfo: { fullName: 'Dan <Delivery>', email: 'dan@example.co.za', phone: '082 000 0102' } });
      expect(await move(job.id, 'ready', 1)).toBe(200);
      const [mail] = await mailsFor(job.jobNumber);
      expect(mail.message).toMatchObject({ to: 'dan@example.co.za', subject: `Your order ${job.jobNumber} is out for delivery` });
      expect(mail.message.text).toContain('goes out for delivery');
      expect(mail.message.text).not.toContain(ADDRESS);
      // The customer's own words are escaped in the HTML.
      expect(mail.message.html).toContain('Dan &lt;Delivery&gt;');
      expect(mail.message.html).not.toContain('<Delivery>');
    });

    it("tells the partner, not their client, when a partner's client's job is ready", async () => {
      const partner = await makePartner(ctx().database.db, { businessName: 'Kitchen Co' });
      const job = await acceptedJob(
        { delivery: 'collect', leadInfo: { fullName: 'Pat Client', email: 'pat@example.co.za', phone: '082 000 0103' } },
        partner.id,
      );
      expect(await move(job.id, 'ready', 1)).toBe(200);
      const mails = await mailsFor(job.jobNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('partner_job_ready');
      expect(mails[0].message.to).not.toBe('pat@example.co.za');
      const contact = await ctx().database.db.selectFrom('partners').select('contact_email').where('id', '=', partner.id).executeTakeFirstOrThrow();
      expect(mails[0].message.to).toBe(contact.contact_email);
      expect(mails[0].message.subject).toBe(`Ready to collect: Pat Client, ${job.jobNumber}`);
      expect(mails[0].message.text).toContain(ADDRESS);
    });

    it("tells the partner, not their client, when a partner's client's job goes out for delivery", async () => {
      const partner = await makePartner(ctx().database.db, { businessName: 'Deliver Co' });
      const job = await acceptedJob(
        { delivery: 'shipping', leadInfo: { fullName: 'Pim Client', email: 'pim@example.co.za', phone: '082 000 0105' } },
        partner.id,
      );
      expect(await move(job.id, 'ready', 1)).toBe(200);
      const mails = await mailsFor(job.jobNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('partner_job_ready');
      expect(mails[0].message.to).not.toBe('pim@example.co.za');
      expect(mails[0].message.subject).toBe(`Out for delivery: Pim Client, ${job.jobNumber}`);
      expect(mails[0].message.text).toContain('goes out for delivery');
      expect(mails[0].message.text).not.toContain(ADDRESS);
      // Delivered means it arrived: no second e-mail.
      expect(await move(job.id, 'delivered', 2)).toBe(200);
      expect(await mailsFor(job.jobNumber)).toHaveLength(1);
    });

    it('queues nothing for a stale move', async () => {
      const job = await acceptedJob({ delivery: 'collect', leadInfo: { fullName: 'Sam Stale', email: 'sam@example.co.za', phone: '082 000 0104' } });
      expect(await move(job.id, 'cutting', 1)).toBe(200);
      expect(await move(job.id, 'ready', 1)).toBe(409);
      expect(await mailsFor(job.jobNumber)).toEqual([]);
    });
  },
  { env: { BUSINESS_ADDRESS: ADDRESS, BUSINESS_HOURS: HOURS } },
);
