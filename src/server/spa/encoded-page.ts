import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const deflated = promisify(deflateRaw);

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

/** A compressed page's start, cut where each view's own text goes, and what follows that point. */
interface CutPage {
  /** A brotli stream flushed to a byte boundary but not finished. */
  br: Buffer;
  /**
   * A gzip header and a raw deflate stream flushed (sync) but not finished, with the CRC and length of what it holds.
   */
  gzip: { head: Buffer; crc: number; length: number };
  /** The page from the cut on (`</body></html>`), sent after the view's own text. */
  rest: string;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The most bytes one uncompressed brotli meta-block (four length nibbles) or stored deflate block holds. */
const BROTLI_BLOCK = 65_536;
const DEFLATE_BLOCK = 65_535;

/** `bytes` as uncompressed brotli meta-blocks (RFC 7932 9.2), then the empty last one that ends the stream. */
function brotliTail(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += BROTLI_BLOCK) {
    const chunk = bytes.subarray(at, at + BROTLI_BLOCK);
    // ISLAST 0, MNIBBLES 4 (code 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, zero padding to the byte.
    const header = ((chunk.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), chunk);
  }
  // ISLAST 1, ISLASTEMPTY 1.
  parts.push(Buffer.from([0x03]));
  return Buffer.concat(parts);
}

/** `bytes` as stored deflate blocks (RFC 1951 3.2.4), the last one final, then the gzip trailer (RFC 1952). */
function gzipTail(bytes: Buffer, head: CutPage['gzip']): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  do {
    const chunk = bytes.subarray(at, at + DEFLATE_BLOCK);
    at += DEFLATE_BLOCK;
    const header = Buffer.alloc(5);
    header[0] = at >= bytes.length ? 1 : 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
  } while (at < bytes.length);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(bytes, head.crc), 0);
  trailer.writeUInt32LE((head.length + bytes.length) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/**
 * A page in each encoding, compressed once per page rather than on every view (@fastify/compress
 * would, at a lower brotli level): the configurator's changes only with a new build, price book
 * or wood photo (`configuratorPageSource`), and is ~190 KB before compression. Each view still
 * gets its own text (its page token, ADR 041) before `</body>`: the compressed start is flushed,
 * not finished, and the view's text and the page's end follow it uncompressed, a few hundred
 * bytes, so a view costs a copy, not a compression.
 */
export function encodedPageCache(): (html: string, insert: string, encoding: PageEncoding | null) => Promise<Buffer> {
  let last: { html: string; cut: Promise<CutPage> } | undefined;
  const cutOf = (html: string): Promise<CutPage> => {
    const at = html.lastIndexOf('</body>');
    const start = Buffer.from(at < 0 ? html : html.slice(0, at));
    const rest = at < 0 ? '' : html.slice(at);
    return Promise.all([
      brotli(start, {
        finishFlush: constants.BROTLI_OPERATION_FLUSH,
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: start.length,
        },
      }),
      deflated(start, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    ]).then(([br, deflate]) => ({
      br,
      gzip: { head: Buffer.concat([GZIP_HEADER, deflate]), crc: crc32(start), length: start.length },
      rest,
    }));
  };
  return async (html, insert, encoding) => {
    if (last?.html !== html) last = { html, cut: cutOf(html) };
    const cut = await last.cut;
    const tail = Buffer.from(`${insert}${cut.rest}`);
    if (encoding === 'br') return Buffer.concat([cut.br, brotliTail(tail)]);
    if (encoding === 'gzip') return Buffer.concat([cut.gzip.head, gzipTail(tail, cut.gzip)]);
    return Buffer.from(html.slice(0, html.length - cut.rest.length) + insert + cut.rest);
  };
}
