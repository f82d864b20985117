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
  it('compresses a page once, and again only when the page changes', async () => {
    const encoded = encodedPageCache();
    const page = `<!doctype html><p>${'Kiaat '.repeat(5000)}</p>`;
    const first = await encoded(page);
    expect(brotliDecompressSync(first.br).toString()).toBe(page);
    expect(gunzipSync(first.gzip).toString()).toBe(page);
    expect(first.br.length).toBeLessThan(page.length / 20);
    expect(await encoded(page)).toBe(first);
    const next = await encoded(`${page}<p>new price book</p>`);
    expect(next).not.toBe(first);
    expect(brotliDecompressSync(next.br).toString()).toContain('new price book');
  });
});
