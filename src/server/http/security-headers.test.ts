import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, installSecurityHeaders, jsonAnswerHeaders } from './security-headers';

const OPTIONS = { crossOriginResourcePolicy: { policy: 'cross-origin' as const }, frameguard: false as const };
const PAGE_ONLY = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function probe() {
  const app = Fastify();
  await installSecurityHeaders(app, OPTIONS);
  app.get('/json', async () => ({ ok: true }));
  app.get('/problem', async (_request, reply) => reply.type('application/problem+json').send('{"title":"x"}'));
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>page</p>'));
  app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
  app.get('/empty', async (_request, reply) => reply.code(204).send());
  app.get('/own', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").type('image/webp').send(Buffer.from('x')),
  );
  return app;
}

describe('the security headers (ADR 039)', () => {
  it('gives JSON the short set and the page set’s own values', async () => {
    const page = await helmetHeaders(OPTIONS);
    const json = jsonAnswerHeaders(page);
    expect(Object.keys(json).sort()).toEqual([
      'content-security-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
    ]);
    expect(json['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of ['referrer-policy', 'strict-transport-security', 'x-content-type-options'])
      expect(json[name]).toBe(page[name]);
    // The resource policy stays on what other sites may embed: pages, pictures, files.
    expect(page['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('chooses the set by what is sent: JSON the short one, anything else the whole one', async () => {
    const app = await probe();
    const page = await helmetHeaders(OPTIONS);
    for (const url of ['/json', '/problem']) {
      const reply = await app.inject(url);
      expect(reply.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of PAGE_ONLY) expect(reply.headers[name], `${url} ${name}`).toBeUndefined();
    }
    for (const url of ['/page', '/pdf', '/empty']) {
      const reply = await app.inject(url);
      for (const [name, value] of Object.entries(page)) expect(reply.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });

  it('leaves a header a route set itself as the route set it', async () => {
    const app = await probe();
    const reply = await app.inject('/own');
    expect(reply.headers['content-security-policy']).toBe("default-src 'none'");
    expect(reply.headers['x-xss-protection']).toBe('0');
    await app.close();
  });
});
