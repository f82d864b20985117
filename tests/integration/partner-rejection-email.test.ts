import type { InjectOptions } from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import { makeStaff, signInStaff } from './helpers/accounts';
import { parseHeaders, parseMimeParts, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describeEachDatabase } from './helpers/test-app';

// The worker's outbox delivers to a real SMTP server, as in production (docs/operations.md: SMTP_URL).
const smtp: SmtpTestServer = await startSmtpTestServer();
afterAll(() => smtp.stop());

describeEachDatabase(
  'a rejected applicant is told why (STAFF-05)',
  (ctx, dialect) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);
    const received = (to: string) =>
      smtp.messages
        .filter((mail) => mail.envelope.to.includes(to))
        .map((mail) => {
          const parts = parseMimeParts(mail.raw);
          const part = (type: string) => parts.find((p) => p.contentType === type)?.body.toString('utf8') ?? '';
          return { subject: parseHeaders(mail.raw).subject ?? '', text: part('text/plain'), html: part('text/html') };
        });

    it('e-mails the reason staff gave, once, through the outbox', async () => {
      // Both databases' runs share the SMTP server: each has its own address.
      const contactEmail = `thandi-${dialect}@example.co.za`;
      const applied = await inject({
        method: 'POST',
        url: '/api/professional-users/apply',
        payload: {
          businessName: 'Karoo <Joinery> & Sons',
          businessType: 'contractor',
          contactName: 'Thandi Nkosi',
          contactEmail,
          contactPhone: '023 555 0101',
          businessAddress: '3 Church Street, Graaff-Reinet',
        },
      });
      expect(applied.statusCode).toBe(201);
      const { id } = await ctx()
        .database.db.selectFrom('partners')
        .select('id')
        .where('contact_email', '=', contactEmail)
        .executeTakeFirstOrThrow();
      const cookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db, { name: 'Nomsa Staff' }));
      const reason = 'We deliver only within 200 km of Cape Town for now; apply again once we reach the Karoo.';
      const rejected = await inject({
        method: 'PATCH',
        url: `/api/professional-users/${id}/reject`,
        headers: { cookie },
        payload: { rejectionReason: reason },
      });
      expect(rejected.statusCode).toBe(200);
      // A second reject is refused and queues nothing more.
      const again = await inject({
        method: 'PATCH',
        url: `/api/professional-users/${id}/reject`,
        headers: { cookie },
        payload: { rejectionReason: 'Another reason' },
      });
      expect(again.statusCode).toBe(409);

      await (await ctx().worker()).tasks.outbox.runOnce();
      // The acknowledgement of the application goes to the same address first; the rejection is the one that carries
      // the reason.
      await vi.waitFor(() => expect(received(contactEmail).some((mail) => mail.text.includes(reason))).toBe(true), {
        timeout: 60_000,
        interval: 50,
      });
      const rejections = received(contactEmail).filter((mail) => mail.text.includes('cannot approve'));
      expect(rejections).toHaveLength(1);
      const [mail] = rejections;
      expect(mail?.subject).toBe(`Your trade partner application to ${ctx().config.business.name} was not approved`);
      expect(mail?.text).toContain('Thandi Nkosi');
      expect(mail?.html).toContain(reason);
      // The applicant's own words are escaped in the HTML part.
      expect(mail?.html).toContain('Karoo &lt;Joinery&gt; &amp; Sons');
      expect(mail?.text).not.toContain('Another reason');
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
