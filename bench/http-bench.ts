import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '#server/config';
import { startServer } from '#server/start-server';
import { LARGEST_CONFIGURATION } from './largest-configuration';
import { woodTexturesReady } from './wood-image-bench';

export async function withBenchServer<T>(run: (url: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-'));
  const server = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' }));
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

/** POST /api/pricing/quote under load on loopback, 10 connections for 10 seconds. */
export async function benchPricingEndpoint(url: string): Promise<{ requestsPerSecond: number; p99Ms: number; errors: number }> {
  const result = await autocannon({
    url: `${url}/api/pricing/quote`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bench': '1' },
    body: JSON.stringify({ surfaces: [LARGEST_CONFIGURATION], delivery: 'shipping', insurance: true }),
    connections: 10,
    duration: 10,
  });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}
