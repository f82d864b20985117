import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { createStaffUser } from '#server/staff/create-staff-user';
import { startServer, type RunningServer } from '#server/start-server';

export interface AnalyticsServer {
  server: RunningServer;
  base: string;
  stop: () => Promise<void>;
}

/**
 * A server of the spec's own on a fresh embedded database, so the analytics it reads are only
 * that spec's visitors; the summaries roll up every second and one staff member can sign in.
 */
export async function startAnalyticsServer(options: {
  port: number;
  name: string;
  staff: { email: string; name: string; password: string };
}): Promise<AnalyticsServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `grainline-e2e-${options.name}-`));
  const base = `http://127.0.0.1:${options.port}`;
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ANALYTICS_ROLLUP_SECONDS: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A spec that signs in once a test (26 in the accessibility sweep) passes the 20 a minute
      // one client may: the server, not the test, would decide which test fails.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    }),
  );
  await createStaffUser(server.database.db, { ...options.staff, role: 'staff', now: new Date() });
  return {
    server,
    base,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
