import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { startServer } from '#server/start-server';
import { woodTexturesReady } from './wood-image-bench';

export async function withBenchServer<T>(run: (url: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-'));
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ANONYMOUS_BURST_PER_10_MINUTES: '100000000',
    }),
  );
  try {
    // A fresh data folder's textures are rendered for the first minute after start; measured
    // meanwhile, Lighthouse and the throughput shared the CPU with that worker (ADR 008).
    await woodTexturesReady(dataDir);
    return await run(server.url);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
