import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPageCache, pickEncoding } from './encoded-page';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['br;q=nonsense, gzip', 'gzip'],
    ['BR', 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('encodedPageCache', () => {
  const page = `<!doctype html><html><body><p>${'Kiaat '.repeat(5000)}</p></body></html>`;
  const withInsert = (insert: string) => page.replace('</body>', `${insert}</body>`);

  it('gives every view its own text before </body>, in each encoding a browser decodes', async () => {
    const encoded = encodedPageCache();
    for (const insert of ['<meta name="a" content="1">', '<meta name="b" content="2">', '', 'x'.repeat(150_000)]) {
      expect(brotliDecompressSync(await encoded(page, insert, 'br')).toString()).toBe(withInsert(insert));
      expect(gunzipSync(await encoded(page, insert, 'gzip')).toString()).toBe(withInsert(insert));
      expect((await encoded(page, insert, null)).toString()).toBe(withInsert(insert));
    }
    // The page is compressed once: a view adds its own few bytes, uncompressed.
    const small = await encoded(page, '<meta name="a" content="1">', 'br');
    expect(small.length).toBeLessThan(page.length / 20);
    expect((await encoded(page, '<meta name="a" content="12">', 'br')).length).toBe(small.length + 1);
  });

  it('compresses again when the page changes, and adds at the end a page without </body>', async () => {
    const encoded = encodedPageCache();
    await encoded(page, '', 'br');
    const next = await encoded(`${page}<p>new price book</p>`, '', 'br');
    expect(brotliDecompressSync(next).toString()).toContain('new price book');
    expect(gunzipSync(await encoded('<p>bare</p>', '<i>t</i>', 'gzip')).toString()).toBe('<p>bare</p><i>t</i>');
  });
});
