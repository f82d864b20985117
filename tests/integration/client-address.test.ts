import { expect, it } from 'vitest';
import { makePartner, signInPartner } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const LIMITS = {
  RATE_LIMIT_QUOTES_PER_MINUTE: '2',
  RATE_LIMIT_TRACKING_PER_MINUTE: '2',
  RATE_LIMIT_PDF_PER_MINUTE: '2',
  RATE_LIMIT_EMAILS_PER_MINUTE: '2',
  RATE_LIMIT_SKETCHES_PER_MINUTE: '2',
  RATE_LIMIT_PARTNER_EMAILS_PER_MINUTE: '2',
};

// With one proxy in front, the client writes the left part of X-Forwarded-For
// itself; only the entry our proxy appended (the right-most) names the client.
for (const trustProxy of ['true', '1', '127.0.0.1']) {
  describeEachDatabase(
    `client addresses behind TRUST_PROXY=${trustProxy}`,
    (ctx) => {
      const createFrom = (forwardedFor: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/quotes',
          payload: makeQuoteRequest(),
          headers: { 'x-forwarded-for': forwardedFor },
        });

      it('counts the address the proxy saw, however the client fills in X-Forwarded-For', async () => {
        const statuses: number[] = [];
        for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4'])
          statuses.push((await createFrom(`${forged}, 203.0.113.7`)).statusCode);
        expect(statuses).toEqual([201, 201, 429]);
        // Another client behind the same proxy has its own count.
        expect((await createFrom('203.0.113.8')).statusCode).toBe(201);
      });
    },
    { env: { TRUST_PROXY: trustProxy, ...LIMITS }, rateLimit: true },
  );
}

describeEachDatabase(
  'every per-route limit is a setting',
  (ctx) => {
    const statusesOf = async (send: () => Promise<{ statusCode: number }>) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await send()).statusCode);
      return statuses;
    };

    it.each([
      [
        'tracking',
        {
          method: 'POST' as const,
          url: '/api/leads/capture',
          payload: { source: 'configurator', surfaceType: 'countertop' },
        },
      ],
      ['sketches', { method: 'POST' as const, url: '/api/files/sketch', payload: { not: 'multipart' } }],
      ['e-mail', { method: 'POST' as const, url: '/api/email/quote', payload: { token: 'x' } }],
      ['PDF', { method: 'GET' as const, url: `/api/quotes/${'a'.repeat(43)}/pdf` }],
    ])('limits %s to its RATE_LIMIT_… setting', async (_name, request) => {
      const statuses = await statusesOf(() =>
        ctx().app.inject({ ...request, remoteAddress: `198.51.100.${_name.length}` }),
      );
      expect(statuses[2]).toBe(429);
      expect(statuses.slice(0, 2)).not.toContain(429);
    });

    // PARTNER-16, PARTNER-20: the partner's send-quote and PDF download follow the same settings.
    it.each([
      [
        'partner send-quote',
        {
          method: 'POST' as const,
          url: '/api/professional/send-quote',
          payload: { quoteId: 999_999, clientEmail: 'c@example.co.za', clientName: 'C C' },
        },
      ],
      ['partner PDF', { method: 'GET' as const, url: '/api/professional/quotes/999999/pdf' }],
    ])('limits the %s to its RATE_LIMIT_… setting', async (name, request) => {
      const cookie = await signInPartner(ctx().app, await makePartner(ctx().database.db));
      const statuses = await statusesOf(() =>
        ctx().app.inject({ ...request, headers: { cookie }, remoteAddress: `198.51.100.${name.length + 100}` }),
      );
      expect(statuses).toEqual([404, 404, 429]);
    });
  },
  { env: LIMITS, rateLimit: true },
);
