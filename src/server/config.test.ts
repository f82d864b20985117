import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, unsetWorkshopDetails } from './config';

describe('loadConfig', () => {
  it('has honest defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.mailRetryBaseMs).toBe(30_000);
  });

  // A customer never reads a placeholder: unset, the workshop's address and bank are left off the quote.
  it('leaves the workshop address and banking details unset, not as placeholders, and names what is unset', () => {
    const { business } = loadConfig({});
    expect(business.address).toBeUndefined();
    expect(business.banking).toEqual({
      bank: undefined,
      accountName: undefined,
      accountNumber: undefined,
      branchCode: undefined,
    });
    expect(unsetWorkshopDetails(business)).toEqual([
      'BUSINESS_ADDRESS',
      'BANK_NAME',
      'BANK_ACCOUNT_NAME',
      'BANK_ACCOUNT_NUMBER',
      'BANK_BRANCH_CODE',
    ]);
    const set = loadConfig({
      BUSINESS_ADDRESS: '14 Kaapsehoop Road, Mbombela',
      BANK_NAME: 'First National Bank',
      BANK_ACCOUNT_NAME: 'Grainline',
      BANK_ACCOUNT_NUMBER: '62845519034',
      BANK_BRANCH_CODE: ' ',
    });
    expect(set.business).toMatchObject({
      address: '14 Kaapsehoop Road, Mbombela',
      banking: { bank: 'First National Bank', accountNumber: '62845519034', branchCode: undefined },
    });
    expect(unsetWorkshopDetails(set.business)).toEqual(['BANK_BRANCH_CODE']);
  });

  it('keeps the daily report on real time unless a rehearsal clock is given (ADR 018)', () => {
    expect(loadConfig({}).dailyReportClock).toBeUndefined();
    expect(
      loadConfig({ DAILY_REPORT_CLOCK: '2030-03-12T07:59:00+02:00 from 2026-11-24T09:00:00Z x8640' }).dailyReportClock,
    ).toEqual({
      startsAt: new Date('2030-03-12T05:59:00Z'),
      realStart: new Date('2026-11-24T09:00:00Z'),
      speed: 8640,
    });
  });

  it('treats blank settings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(loadConfig({ PORT: '', HOST: ' ', BUSINESS_NAME: '' })).toMatchObject({
      port: 3000,
      host: 'localhost',
      business: { name: 'Grainline Woodworks' },
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['BUSINESS_EMAIL', { BUSINESS_EMAIL: 'not-an-address' }],
    ['MAIL_RETRY_SECONDS', { MAIL_RETRY_SECONDS: '0' }],
    ['SESSION_IDLE_HOURS', { SESSION_IDLE_HOURS: '0' }],
    ['SIGN_IN_WINDOW_SECONDS', { SIGN_IN_WINDOW_SECONDS: 'soon' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, proxy.example' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['RATE_LIMIT_PDF_PER_MINUTE', { RATE_LIMIT_PDF_PER_MINUTE: '0' }],
    ['DAILY_REPORT_CLOCK', { DAILY_REPORT_CLOCK: 'tomorrow at eight' }],
  ])('fails fast naming %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('makes session cookies Secure exactly when the public address is https (ADR 007)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://quotes.workshop.co.za' }).auth.secureCookie).toBe(true);
    expect(loadConfig({}).auth.secureCookie).toBe(false);
    expect(loadConfig({}).auth).toMatchObject({
      sessionIdleMs: 12 * 3_600_000,
      sessionAbsoluteMs: 7 * 86_400_000,
      signInMaxFailures: 10,
      signInWindowMs: 900_000,
    });
  });

  // Fastify's trustProxy: true trusts every hop, so the client's own left-most
  // X-Forwarded-For entry would become its address (OPS-07).
  it.each([
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, ::1', ['10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s as the proxies to trust, never all of them', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('names every per-route limit, with the documented defaults', () => {
    expect(loadConfig({}).routeLimits).toEqual({
      quotes: 30,
      emails: 10,
      sketches: 20,
      tracking: 240,
      pdf: 20,
      signIn: 20,
      partnerForms: 5,
      partnerEmails: 20,
      partnerAccount: 10,
    });
    expect(loadConfig({ RATE_LIMIT_PDF_PER_MINUTE: '5' }).routeLimits.pdf).toBe(5);
    expect(
      loadConfig({ RATE_LIMIT_PARTNER_EMAILS_PER_MINUTE: '3', RATE_LIMIT_PARTNER_ACCOUNT_PER_MINUTE: '4' }).routeLimits,
    ).toMatchObject({
      partnerEmails: 3,
      partnerAccount: 4,
    });
  });

  // A limit written as a number in a route cannot be set, nor found in docs/operations.md.
  it('leaves no route with a limit of its own that is not a named setting', () => {
    const serverDir = path.dirname(new URL(import.meta.url).pathname);
    const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const fixed = sources.filter((file) =>
      /rateLimit:\s*\{\s*max:\s*\d/.test(readFileSync(path.join(serverDir, file), 'utf8')),
    );
    expect(fixed).toEqual([]);
  });

  it('shares rate-limit counts through the database by default on PostgreSQL only', () => {
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).rateLimitStore).toBe('database');
  });
});
