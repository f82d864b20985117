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
    Object.entries(secured).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && plain[entry[0]] === undefined),
  );
}

/**
 * The security headers on every answer (ADR 037). The plugin builds its middleware again for
 * every request (the Content-Security-Policy parsed each time, two promise hooks); with no
 * nonce and no per-route setting here its headers never change, so they are made once and set
 * by one callback hook.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  if (Object.keys(headers).length === 0) throw new Error('@fastify/helmet set no header: the security headers would be missing');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
