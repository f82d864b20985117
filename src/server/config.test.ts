import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has honest defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', publicUrl: 'http://localhost:3000', databaseUrl: undefined, smtpUrl: undefined });
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.business.banking.accountNumber).toBe('Account number not configured');
    expect(config.mailRetryBaseMs).toBe(30_000);
  });

  it('treats blank settings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
    expect(loadConfig({ PORT: '', HOST: ' ', BUSINESS_NAME: '' })).toMatchObject({ port: 3000, host: 'localhost', business: { name: 'Grainline Woodworks' } });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['BUSINESS_EMAIL', { BUSINESS_EMAIL: 'not-an-address' }],
    ['MAIL_RETRY_SECONDS', { MAIL_RETRY_SECONDS: '0' }],
  ])('fails fast naming %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
