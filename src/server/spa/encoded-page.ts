import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to send a page in, from the request's Accept-Encoding: brotli when taken, else
 * gzip, else none. A `q=0` refuses that encoding; `*` stands for any not named.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: PageEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best[0] ?? null;
}

/**
 * The configurator's page in each encoding, compressed once per page rather than on every
 * view (@fastify/compress would, at a lower brotli level): the page changes only with a new
 * build, price book or wood photo (`configuratorPageSource`), and is ~190 KB before compression.
 */
export function encodedPageCache(): (html: string) => Promise<Record<PageEncoding, Buffer>> {
  let last: { html: string; encoded: Promise<Record<PageEncoding, Buffer>> } | undefined;
  return (html) => {
    if (last?.html !== html) {
      const body = Buffer.from(html);
      const encoded = Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ]).then(([br, gzip]) => ({ br, gzip }));
      last = { html, encoded };
    }
    return last.encoded;
  };
}
