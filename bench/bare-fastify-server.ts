import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick of the HTTP bench (ADR 037): bare Fastify in its own process, on the same Node,
 * with the same logger level as the app, answering each measured call with the same JSON.
 * POST /api/pricing/quote echoes the request body as JSON (parse and stringify, no engine);
 * the GET calls send the reply the app gave for them, stringified per request as any reply is.
 * Settings: PORT, LOG_LEVEL, REPLIES (a JSON file: { "<path>": <reply> }). Prints `listening <url>`.
 */
const replies = JSON.parse(fs.readFileSync(process.env.REPLIES ?? '', 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'silent' }, bodyLimit: 1024 * 1024 });
app.post('/api/pricing/quote', async (request) => request.body);
for (const [url, reply] of Object.entries(replies)) app.get(url, async () => reply);
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
