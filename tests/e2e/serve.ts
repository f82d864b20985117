import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start-server';

// The end-to-end server: the real built app on a fresh embedded database per run.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-e2e-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Two browsers hammer one server; the per-route limits on quotes and e-mail still apply.
  RATE_LIMIT_PER_MINUTE: '100000',
  DATABASE_URL: '',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3210'}`,
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
