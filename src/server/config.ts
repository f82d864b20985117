import path from 'node:path';
import { z } from 'zod';
import type { BusinessDetails } from '../core/quotes/quote-view';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every setting the server reads, parsed once at start-up (README "Settings"). A bad value
 * stops the server with a message naming the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  BUSINESS_NAME: z.string().min(1).default('Grainline Woodworks'),
  BUSINESS_EMAIL: z.email().default('quotes@grainline.example'),
  BUSINESS_PHONE: z.string().min(1).default('+27 13 000 0000'),
  BUSINESS_ADDRESS: z.string().min(1).default('Workshop address not configured, Nelspruit (Mbombela), Mpumalanga'),
  BUSINESS_VAT_NUMBER: optionalText,
  BANK_NAME: z.string().min(1).default('Bank not configured'),
  BANK_ACCOUNT_NAME: z.string().min(1).default('Account name not configured'),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default('Account number not configured'),
  BANK_BRANCH_CODE: z.string().min(1).default('Branch code not configured'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** The outbox's first retry delay; later ones double up to an hour. */
  mailRetryBaseMs: number;
  business: BusinessDetails;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // A setting left blank (PORT= in a unit file, say) means unset: its default, never port 0.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
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
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BUSINESS_NAME} <${e.BUSINESS_EMAIL}>`,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    mailRetryBaseMs: e.MAIL_RETRY_SECONDS * 1000,
    business: {
      name: e.BUSINESS_NAME,
      email: e.BUSINESS_EMAIL,
      phone: e.BUSINESS_PHONE,
      address: e.BUSINESS_ADDRESS,
      vatNumber: e.BUSINESS_VAT_NUMBER,
      banking: {
        bank: e.BANK_NAME,
        accountName: e.BANK_ACCOUNT_NAME,
        accountNumber: e.BANK_ACCOUNT_NUMBER,
        branchCode: e.BANK_BRANCH_CODE,
      },
      publicUrl,
    },
  };
}
