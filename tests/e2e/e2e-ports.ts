import os from 'node:os';
import path from 'node:path';

/**
 * The port of the end-to-end app server (tests/e2e/serve.ts); E2E_PORT moves it, so two runs
 * on one machine can live side by side. Its SMTP server takes a port the system picks
 * (tests/e2e/helpers/mail-catcher.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Where tests/e2e/serve.ts writes its fresh data folder's path, so a spec can run a command
 * line tool on the server's database as an operator would (`npm run create-owner`).
 */
export const E2E_DATA_DIR_POINTER = path.join(os.tmpdir(), `grainline-e2e-${E2E_PORT}.data-dir`);
