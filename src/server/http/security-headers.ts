import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers @fastify/helmet sets with these options, learnt once from a throwaway server: those
 * its answer has and the same server's answer without the plugin lacks.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const reply = await probe.inject('/');
    await probe.close();
    return reply.headers;
  };
  const [plain, secured] = [await answer(false), await answer(true)];
  return Object.fromEntries(
    Object.entries(secured).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && plain[entry[0]] === undefined,
    ),
  );
}

/**
 * What a JSON answer carries instead (ADR 039): the OWASP REST Security Cheat Sheet's set, with
 * the referrer policy OWASP ASVS 4.0.3 (V14.4.6) asks of every answer. JSON is never rendered as a
 * page, so the headers that only steer a document (the opener and agent cluster, DNS prefetch, old
 * IE's download and XSS switches, Flash's cross-domain policy) do nothing on it; its policy forbids
 * loading and framing anything. The transport, sniffing and referrer policies are the page set's
 * own values. The page set's resource policy is left off: its `cross-origin` lets other sites embed
 * the pictures and files, which is what a browser does without it, and JSON is not embedded.
 */
export function jsonAnswerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const same = ['strict-transport-security', 'x-content-type-options', 'referrer-policy'];
  const kept = same.filter((name) => pageHeaders[name] !== undefined);
  if (kept.length !== same.length)
    throw new Error(`@fastify/helmet no longer sets ${same.filter((name) => !kept.includes(name)).join(', ')}`);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.map((name) => [name, pageHeaders[name]])),
  };
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/**
 * The security headers on every answer (ADR 039). The plugin builds its middleware again for
 * every request (the Content-Security-Policy parsed each time, two promise hooks); with no
 * nonce and no per-route setting here its headers never change, so they are made once. They
 * are chosen by what is sent, when it is sent: JSON gets its short set (`jsonAnswerHeaders`),
 * anything else (pages, the API document's page, PDFs, images, files, answers without a body)
 * the whole set. A header a route set itself is left as it set it.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const pageHeaders = await helmetHeaders(options);
  if (Object.keys(pageHeaders).length === 0)
    throw new Error('@fastify/helmet set no header: the security headers would be missing');
  const jsonHeaders = jsonAnswerHeaders(pageHeaders);
  const pageEntries = Object.entries(pageHeaders);
  const jsonEntries = Object.entries(jsonHeaders);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    for (const [name, value] of typeof type === 'string' && JSON_TYPE.test(type) ? jsonEntries : pageEntries) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
