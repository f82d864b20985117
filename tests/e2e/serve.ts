import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start-server';
import { E2E_PORT, E2E_SMTP_PORT } from './e2e-ports';

// The end-to-end server: the real built app on a fresh embedded database per run.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-e2e-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Two browsers hammer one server; the per-route limits on quotes and e-mail still apply.
  RATE_LIMIT_PER_MINUTE: '100000',
  DATABASE_URL: '',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  // A real SMTP server that quote-email.spec.ts starts and stops on this port; until it
  // listens, mail waits in the outbox and is retried a second later, then two, four…
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_RETRY_SECONDS: '1',
});
const server = await startServer(config);
const stop = () => {
  void server.stop().finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
