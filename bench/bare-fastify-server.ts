import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick of the HTTP bench (ADR 039): bare Fastify in its own process, on the same Node,
 * with the same logger level as the app, answering each measured call with the same JSON.
 * POST /api/pricing/quote echoes the request body as JSON (parse and stringify, no engine);
 * the GET calls send the reply the app gave for them, stringified per request as any reply is.
 * Settings: PORT, LOG_LEVEL, REPLIES (a JSON file: { "<path>": <reply> }). Prints `listening <url>`.
 * BUSY_WAIT_US (default 0) adds a busy wait of that many microseconds to each echo, without
 * allocating: a stand-in for a call's own work, to measure what a ratio leaves it.
 */
const replies = JSON.parse(fs.readFileSync(process.env.REPLIES ?? '', 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'silent' }, bodyLimit: 1024 * 1024 });
const busyWaitNs = BigInt(Math.round(Number(process.env.BUSY_WAIT_US ?? 0) * 1000));
app.post('/api/pricing/quote', async (request) => {
  if (busyWaitNs > 0n) {
    const started = process.hrtime.bigint();
    while (process.hrtime.bigint() - started < busyWaitNs);
  }
  return request.body;
});
for (const [url, reply] of Object.entries(replies)) app.get(url, async () => reply);
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
