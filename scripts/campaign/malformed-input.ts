import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createTestDatabase } from '#tests/integration/helpers/test-database';
import { makeQuoteRequest } from '#tests/integration/helpers/quote-factories';
import { runScenario, type ScenarioResult } from './scenario-result';

/**
 * Malformed input (OPS-06): random broken bodies, headers, paths and query strings, written
 * as raw bytes on a loopback socket to every public route of a real server, so nothing in a
 * client library tidies them first. Any 5xx is a failure; the seed makes a run repeatable.
 */
export function malformedInputScenario({
  requests,
  seed,
}: {
  requests: number;
  seed: number;
}): Promise<ScenarioResult> {
  return runScenario(`malformed input: every public route (seed ${seed})`, async (result) => {
    const database = await createTestDatabase('sqlite');
    const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
    // Limits off: every request must reach the parsers and handlers, not a 429.
    const app = await buildApp({ config, database, serveClient: false, rateLimit: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const routes = app.routeAccess.filter((route) => route.access === 'public' && route.method !== 'HEAD');
      const random = mulberry32(seed);
      const fivexx = new Map<string, number>();
      let unanswered = 0;
      let next = 0;
      const worker = async () => {
        while (next < requests) {
          const index = next++;
          const route = routes[index % routes.length];
          if (!route) return;
          const request = malformedRequest(route, random);
          const status = await sendRaw(port, request);
          result.runs += 1;
          if (status === undefined) unanswered += 1;
          else if (status >= 500) {
            result.failures += 1;
            const key = `${route.method} ${route.url} → ${status}`;
            fivexx.set(key, (fivexx.get(key) ?? 0) + 1);
          }
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      result.notes.push(`${routes.length} public routes`);
      if (unanswered > 0)
        result.notes.push(
          `${unanswered} closed without an answer (refused at the HTTP parser or a body that never completed)`,
        );
      for (const [key, count] of fivexx) result.notes.push(`${count} × ${key}`);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** A small, seedable PRNG: the same seed sends the same requests. */
function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARAMS = [
  '1',
  '0',
  '-1',
  'x'.repeat(5000),
  '%ZZ',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%99%82',
  'null',
  '1e309',
  'Q-20261122-0001',
  'abcdefghijklmnopqrstuvwxyz012345',
  '__proto__',
  "'; drop table quotes; --",
];
const QUERIES = [
  '',
  '?',
  '?a=1&a=2',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?version=abc',
  '?limit=-1&offset=1e400',
  '?%E0%A4%A',
  `?q=${'z'.repeat(3000)}`,
  '?status=sent&status=%00',
  '?from=2026-13-45&to=yesterday',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json;;;',
  'image/png',
  '',
  'ü/ü',
];
const FIELDS = [
  'surfaces',
  'delivery',
  'insurance',
  'clientType',
  'leadInfo',
  'token',
  'requestId',
  'sendBusinessCopy',
  'email',
  'password',
  'username',
  'version',
  'book',
  'event',
  'path',
  'sessionId',
  'fullName',
  'lengthMm',
  '__proto__',
  'constructor',
];
const STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  '🙂'.repeat(500),
  'http://spam.example/win',
  '<script>alert(1)</script>',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
];

function randomJson(random: Random, depth = 0): unknown {
  const kind = Math.floor(random() * (depth > 3 ? 5 : 7));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick(random, [0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2400, 600]);
    case 3:
    case 4:
      return pick(random, STRINGS);
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: 1 + Math.floor(random() * 4) }, () => [
          pick(random, FIELDS),
          randomJson(random, depth + 1),
        ]),
      );
  }
}

/** A valid quote request with one field, at any depth, replaced by something it must refuse. */
function mutatedQuote(random: Random): unknown {
  const body = makeQuoteRequest() as Record<string, unknown>;
  const paths: (string | number)[][] = [
    ['surfaces'],
    ['surfaces', 0],
    ['surfaces', 0, 'lengthMm'],
    ['surfaces', 0, 'woodSpecies'],
    ['surfaces', 0, 'cutouts'],
    ['leadInfo'],
    ['leadInfo', 'email'],
    ['leadInfo', 'fullName'],
    ['delivery'],
    ['clientType'],
  ];
  const target = pick(random, paths);
  let holder: Record<string | number, unknown> = body;
  for (const key of target.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  holder[target[target.length - 1]] = randomJson(random);
  return body;
}

function randomBody(random: Random): string | Buffer {
  switch (Math.floor(random() * 8)) {
    case 0:
      return pick(random, ['{', '{"a":', '[', 'nul', '"\\ud800"', '{"a":1,}', '{"a":1}{"b":2}', "{'a':1}", '\ufeff{}']);
    case 1:
      return '['.repeat(20_000) + ']'.repeat(20_000);
    case 2:
      return Buffer.from(Array.from({ length: 1 + Math.floor(random() * 2048) }, () => Math.floor(random() * 256)));
    case 3:
      return JSON.stringify(mutatedQuote(random));
    case 4:
      return '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--xy';
    case 5:
      return 'x'.repeat(1024 * 1024 + 10);
    default:
      return JSON.stringify(randomJson(random));
  }
}

function randomHeaders(random: Random): string[] {
  const candidates = [
    `Idempotency-Key: ${pick(random, ['', 'a', 'k'.repeat(500), 'valid-key-0123456789', '\u00ff\u00fe', '../../x'])}`,
    `Cookie: grainline_session=${pick(random, ['', 'garbage', 'x'.repeat(4000), '%ZZ', 'a;b;c'])}`,
    `Origin: ${pick(random, ['null', 'http://evil.example', 'not a url', 'http://127.0.0.1:1'])}`,
    `If-None-Match: ${pick(random, ['*', '"', 'W/"x"', 'x'.repeat(2000)])}`,
    `Accept-Encoding: ${pick(random, ['br;q=abc', 'gzip;q=-1', '*;q=0', 'zstd'])}`,
    `X-Forwarded-For: ${pick(random, ['1.2.3.4', 'not-an-ip', '::ffff:999.1.1.1', ', , ,'])}`,
    `Range: ${pick(random, ['bytes=-1', 'bytes=5-1', 'lines=1-2'])}`,
    `User-Agent: ${pick(random, ['', '\u00e9'.repeat(300), 'curl/8'])}`,
    `Referer: ${pick(random, ['::::', 'http://[bad', 'javascript:alert(1)'])}`,
  ];
  return candidates.filter(() => random() < 0.3);
}

interface RawRequest {
  head: string;
  body: Buffer;
}

function malformedRequest(route: { method: string; url: string }, random: Random): RawRequest {
  const pathPart = route.url
    .replace(/:[A-Za-z]+/g, () => pick(random, PARAMS))
    .replace(/\*/g, () => pick(random, PARAMS));
  const sendsBody = route.method !== 'GET' || random() < 0.1;
  const body = sendsBody ? Buffer.from(randomBody(random)) : Buffer.alloc(0);
  const contentType = pick(random, CONTENT_TYPES);
  const lengthHeader =
    random() < 0.9
      ? `Content-Length: ${body.length}`
      : pick(random, [
          'Content-Length: abc',
          `Content-Length: ${Math.max(0, body.length - 3)}`,
          'Transfer-Encoding: chunked',
        ]);
  const lines = [
    `${route.method} ${pathPart}${pick(random, QUERIES)} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...(contentType ? [`Content-Type: ${contentType}`] : []),
    ...(sendsBody ? [lengthHeader] : []),
    ...randomHeaders(random),
    'Connection: close',
  ];
  return { head: `${lines.join('\r\n')}\r\n\r\n`, body };
}

/** The status of the answer, or undefined when the connection closed or timed out without one. */
function sendRaw(port: number, request: RawRequest): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const finish = () => {
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      resolve(status ? Number(status) : undefined);
    };
    socket.setTimeout(10_000, finish);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1', 0, Math.min(chunk.length, 64));
      if (/^HTTP\/1\.[01] \d{3}/.test(answer)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(Buffer.from(request.head, 'latin1'));
    socket.end(request.body);
  });
}
