import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SECOND_FACTOR_REQUIREMENTS, type SecondFactorRequirement } from '#core/accounts/account-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { parseRehearsalClock, type RehearsalClockSetting } from './reports/report-clock';
import type { IngestLimits } from './tracking/ingest-limits';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * Which proxies may tell us the client's address (Fastify's `trustProxy`): `true` is the one
 * proxy in front of us, a number is that many hops, a list names the proxies' addresses or
 * ranges. Never "trust everyone": the left-most X-Forwarded-For entry is the client's own
 * writing, and taking it would let anyone pick the address every limit counts.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const family = net.isIP(address);
      return (
        family === 0 ||
        rest.length > 0 ||
        (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)))
      );
    });
    if (entries.length === 0 || bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `expected true, false, a hop count or a comma-separated list of proxy addresses${bad ? ` (not an address: ${bad})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Every setting the server reads, parsed once at start-up (docs/operations.md "Settings"). A bad value
 * stops the server with a message naming the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'expected a lower-case PostgreSQL schema name')
      .optional(),
  ),
  INSTANCE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'expected letters, digits, dots, dashes or underscores')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  SIGN_IN_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(30),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  TRUST_PROXY: trustProxySchema,
  RATE_LIMIT_QUOTES_PER_MINUTE: perMinute(30),
  RATE_LIMIT_EMAILS_PER_MINUTE: perMinute(10),
  RATE_LIMIT_SKETCHES_PER_MINUTE: perMinute(20),
  RATE_LIMIT_TRACKING_PER_MINUTE: perMinute(240),
  RATE_LIMIT_PDF_PER_MINUTE: perMinute(20),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(20),
  RATE_LIMIT_PARTNER_FORMS_PER_MINUTE: perMinute(5),
  RATE_LIMIT_PARTNER_EMAILS_PER_MINUTE: perMinute(20),
  RATE_LIMIT_PARTNER_ACCOUNT_PER_MINUTE: perMinute(10),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  SKETCH_UNATTACHED_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  SKETCH_CLIENT_QUOTA_MB: z.coerce.number().int().min(1).default(50),
  SKETCH_STORE_CEILING_MB: z.coerce.number().int().min(1).default(2048),
  QUOTE_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(5),
  MAIL_HOURLY_CEILING: z.coerce.number().int().min(1).default(200),
  // ADR 040: the anonymous lane's own hourly budget, and the burst past which an anonymous save or e-mail is
  // challenged.
  MAIL_ANONYMOUS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(100),
  ANONYMOUS_BURST_PER_10_MINUTES: z.coerce.number().int().min(0).default(20),
  PROOF_OF_WORK_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(5000).default(500),
  BUSINESS_NAME: z.string().min(1).default('Grainline Woodworks'),
  BUSINESS_EMAIL: z.email().default('quotes@grainline.example'),
  BUSINESS_PHONE: z.string().min(1).default('+27 13 000 0000'),
  // Unset, the quote PDF leaves the address or banking line out: a customer never reads a placeholder.
  BUSINESS_ADDRESS: optionalText,
  // Told to a customer whose job is ready to collect (OPS-18); unset, the e-mail asks them to phone first.
  BUSINESS_HOURS: optionalText,
  BUSINESS_VAT_NUMBER: optionalText,
  BANK_NAME: optionalText,
  BANK_ACCOUNT_NAME: optionalText,
  BANK_ACCOUNT_NUMBER: optionalText,
  BANK_BRANCH_CODE: optionalText,
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
  SECURITY_LOG_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  REQUIRE_SECOND_FACTOR: z
    .enum(SECOND_FACTOR_REQUIREMENTS, 'REQUIRE_SECOND_FACTOR must be owners, all or none')
    .default('owners'),
  ANALYTICS_DAILY_EVENT_BUDGET: z.coerce.number().int().min(1).default(100_000),
  ANALYTICS_VISITOR_EVENTS_PER_DAY: z.coerce.number().int().min(1).default(2_000),
  ANALYTICS_ROLLUP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DAILY_REPORT_SCHEDULE: z.enum(['on', 'off']).default('on'),
  DAILY_REPORT_CLOCK: optionalText.transform((value, context): RehearsalClockSetting | undefined => {
    if (value === undefined) return undefined;
    const clock = parseRehearsalClock(value);
    if (!clock) {
      context.addIssue({
        code: 'custom',
        message:
          'expected <time> from <real time> x<speed>, e.g. 2030-03-12T07:59:00+02:00 from 2026-11-24T09:00:00Z x8640',
      });
      return z.NEVER;
    }
    return clock;
  }),
  WOOD_TEXTURES_AT_START: z.enum(['on', 'off']).default('on'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The PostgreSQL schema holding Grainline's tables; unset: the connection's default. */
  databaseSchema?: string;
  /**
   * This server's name among several on one PostgreSQL, kept across its restarts: a restarted
   * server takes back its previous instance's e-mail claims at once (ADR 004).
   */
  instanceId?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /**
   * The origins whose pages may sign in and change things (ADR 007): PUBLIC_URL's, or, with it
   * unset, this port on localhost and on 127.0.0.1, the two names a browser on the server uses.
   */
  ownOrigins: string[];
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  trustProxy: false | number | string[];
  rateLimitPerMinute: number;
  /** The fixed per-route limits (docs/operations.md "Settings"), per client address a minute. */
  routeLimits: RouteLimits;
  /** `database` shares counts between servers on one PostgreSQL (the default there). */
  rateLimitStore: 'memory' | 'database';
  sketches: { unattachedHours: number; clientQuotaBytes: number; storeCeilingBytes: number };
  mailLimits: { perRecipientPerDay: number; hourlyCeiling: number; anonymousHourlyBudget: number };
  /**
   * ADR 040: anonymous quotes and quote e-mails in 10 minutes past which each must carry a solved challenge, and its
   * difficulty.
   */
  anonymousBurst: { per10Minutes: number; proofOfWorkMaxNumber: number };
  sqliteBusyTimeoutMs: number;
  /** The outbox's first retry delay; later ones double up to an hour. */
  mailRetryBaseMs: number;
  business: BusinessDetails;
  /** Raw visitor, quote and heatmap events older than this are deleted; the day summaries are kept. */
  analyticsRetentionDays: number;
  /** Security-log entries older than this are deleted by the maintenance job (STAFF-14). */
  securityLogRetentionDays: number;
  /** The tracking call's daily limits in rows (ADR 021): per visitor, and for the whole site. */
  analyticsIngest: IngestLimits;
  /** How often the day summaries are brought up to date with the raw events. */
  analyticsRollupMs: number;
  /** The 08:00 daily report (ANALYTICS-22); off for test servers that must not send one at start. */
  dailyReportSchedule: boolean;
  /** A rehearsal clock for the report's schedule (tests and rehearsals only); unset: real time. */
  dailyReportClock?: RehearsalClockSetting;
  /** Paint every wood texture not yet on disk once listening (ADR 012); off for test servers on a fresh folder. */
  woodTexturesAtStart: boolean;
  auth: AuthSettings;
}

/** Sessions and sign-in throttling (ADR 007). */
export interface AuthSettings {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Secure cookies when the public address is https. */
  secureCookie: boolean;
  signInMaxFailures: number;
  signInMaxFailuresPerClient: number;
  signInWindowMs: number;
  /** Who must have a second factor before changing prices, staff or partners (STAFF-17, ADR 022). */
  requireSecondFactor: SecondFactorRequirement;
}

export interface RouteLimits {
  quotes: number;
  emails: number;
  sketches: number;
  tracking: number;
  pdf: number;
  /** Staff and partner sign-in requests (wrong passwords have their own, stricter count). */
  signIn: number;
  /** Partner applications, setup-link look-ups and setup submissions. */
  partnerForms: number;
  /** A signed-in partner's quote e-mails to their clients. */
  partnerEmails: number;
  /** A signed-in partner's password and logo changes. */
  partnerAccount: number;
}

/**
 * The workshop's details a quote PDF leaves out because they are not set, by setting name: the
 * server names them once at start-up, so a missing bank account is noticed before a customer pays.
 */
export function unsetWorkshopDetails(business: BusinessDetails): string[] {
  const { banking } = business;
  const settings: [string, string | undefined][] = [
    ['BUSINESS_ADDRESS', business.address],
    ['BANK_NAME', banking.bank],
    ['BANK_ACCOUNT_NAME', banking.accountName],
    ['BANK_ACCOUNT_NUMBER', banking.accountNumber],
    ['BANK_BRANCH_CODE', banking.branchCode],
  ];
  return settings.filter(([, value]) => value === undefined).map(([name]) => name);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MB = 1024 * 1024;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // A setting left blank (PORT= in a unit file, say) means unset: its default, never port 0.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid settings: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    instanceId: e.INSTANCE_ID,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BUSINESS_NAME} <${e.BUSINESS_EMAIL}>`,
    publicUrl,
    ownOrigins: e.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    routeLimits: {
      quotes: e.RATE_LIMIT_QUOTES_PER_MINUTE,
      emails: e.RATE_LIMIT_EMAILS_PER_MINUTE,
      sketches: e.RATE_LIMIT_SKETCHES_PER_MINUTE,
      tracking: e.RATE_LIMIT_TRACKING_PER_MINUTE,
      pdf: e.RATE_LIMIT_PDF_PER_MINUTE,
      signIn: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      partnerForms: e.RATE_LIMIT_PARTNER_FORMS_PER_MINUTE,
      partnerEmails: e.RATE_LIMIT_PARTNER_EMAILS_PER_MINUTE,
      partnerAccount: e.RATE_LIMIT_PARTNER_ACCOUNT_PER_MINUTE,
    },
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    sketches: {
      unattachedHours: e.SKETCH_UNATTACHED_HOURS,
      clientQuotaBytes: e.SKETCH_CLIENT_QUOTA_MB * MB,
      storeCeilingBytes: e.SKETCH_STORE_CEILING_MB * MB,
    },
    mailLimits: {
      perRecipientPerDay: e.QUOTE_EMAILS_PER_RECIPIENT_PER_DAY,
      hourlyCeiling: e.MAIL_HOURLY_CEILING,
      anonymousHourlyBudget: e.MAIL_ANONYMOUS_HOURLY_BUDGET,
    },
    anonymousBurst: {
      per10Minutes: e.ANONYMOUS_BURST_PER_10_MINUTES,
      proofOfWorkMaxNumber: e.PROOF_OF_WORK_MAX_NUMBER,
    },
    sqliteBusyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS,
    mailRetryBaseMs: e.MAIL_RETRY_SECONDS * 1000,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    securityLogRetentionDays: e.SECURITY_LOG_RETENTION_DAYS,
    analyticsIngest: {
      visitorRowsPerDay: e.ANALYTICS_VISITOR_EVENTS_PER_DAY,
      dailyRowBudget: e.ANALYTICS_DAILY_EVENT_BUDGET,
    },
    analyticsRollupMs: e.ANALYTICS_ROLLUP_SECONDS * 1000,
    dailyReportSchedule: e.DAILY_REPORT_SCHEDULE === 'on',
    dailyReportClock: e.DAILY_REPORT_CLOCK,
    woodTexturesAtStart: e.WOOD_TEXTURES_AT_START === 'on',
    business: {
      name: e.BUSINESS_NAME,
      email: e.BUSINESS_EMAIL,
      phone: e.BUSINESS_PHONE,
      address: e.BUSINESS_ADDRESS,
      hours: e.BUSINESS_HOURS,
      vatNumber: e.BUSINESS_VAT_NUMBER,
      banking: {
        bank: e.BANK_NAME,
        accountName: e.BANK_ACCOUNT_NAME,
        accountNumber: e.BANK_ACCOUNT_NUMBER,
        branchCode: e.BANK_BRANCH_CODE,
      },
      publicUrl,
    },
    auth: {
      sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
      sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
      secureCookie: publicUrl.startsWith('https:'),
      signInMaxFailures: e.SIGN_IN_MAX_FAILURES,
      signInMaxFailuresPerClient: e.SIGN_IN_MAX_FAILURES_PER_CLIENT,
      signInWindowMs: e.SIGN_IN_WINDOW_SECONDS * 1000,
      requireSecondFactor: e.REQUIRE_SECOND_FACTOR,
    },
  };
}
