import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { createStaffUser } from '#server/staff/create-staff-user';
import { startServer } from '#server/start-server';
import { E2E_OWNER } from './e2e-accounts';
import { E2E_DATA_DIR_POINTER, E2E_PORT } from './e2e-ports';
import { startMailCatcher } from './helpers/mail-catcher';

// The end-to-end server: the real built app on a fresh embedded database per run.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-e2e-'));
fs.writeFileSync(E2E_DATA_DIR_POINTER, dataDir);
const mail = await startMailCatcher();
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Two browsers hammer one server; the per-route limits on quotes and e-mail still apply.
  RATE_LIMIT_PER_MINUTE: '100000',
  // Many specs sign in and onboard partners from one address within a minute.
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
  RATE_LIMIT_QUOTES_PER_MINUTE: '100000',
  RATE_LIMIT_EMAILS_PER_MINUTE: '100000',
  RATE_LIMIT_PARTNER_FORMS_PER_MINUTE: '1000',
  // Every spec's customer shares one address and downloads PDFs from one client address.
  QUOTE_EMAILS_PER_RECIPIENT_PER_DAY: '100000',
  RATE_LIMIT_PDF_PER_MINUTE: '100000',
  // The specs save far more quotes in ten minutes than a workshop's customers do: no challenge (ADR 040).
  ANONYMOUS_BURST_PER_10_MINUTES: '100000',
  DATABASE_URL: '',
  // Specs sign in as owners with a password alone; second-factor.spec.ts turns a factor on itself (STAFF-17).
  REQUIRE_SECOND_FACTOR: 'none',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  // A real SMTP server in this process (helpers/mail-catcher.ts); the specs read what it caught.
  // Mail it refuses for now waits in the outbox and is retried a second later, then two, four…
  SMTP_URL: mail.smtp.url,
  // The report spec asks for one; one at start-up would only be noise in the mailbox.
  DAILY_REPORT_SCHEDULE: 'off',
  // Painting all 300-odd textures on a fresh folder would compete with the browsers for two
  // cores; the woods the tests open are painted on request, in the same worker thread.
  WOOD_TEXTURES_AT_START: 'off',
  MAIL_RETRY_SECONDS: '1',
  // The staff dashboards' tests read what a visitor just did.
  ANALYTICS_ROLLUP_SECONDS: '1',
});
// As `npm start`: the HTTP app and the worker beside it (outbox, roll-ups, maintenance; ADR 035).
const server = await startServer(config, { testRoutes: mail.routes });
// A known owner for the staff screens' tests (tests/e2e/e2e-accounts.ts).
await createStaffUser(server.database.db, { ...E2E_OWNER, role: 'owner', now: new Date() });
const stop = () => {
  void Promise.all([server.stop(), mail.smtp.stop()]).finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(E2E_DATA_DIR_POINTER, { force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
