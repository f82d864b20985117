import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeQr, QR_MAX_BYTES, type QrMatrix } from '#core/qr/qr-code';
import { readQrCode } from './qr-read.test-helper';

const folder = mkdtempSync(path.join(tmpdir(), 'grainline-qr-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The code as a PNG, 4 px a module with the standard's 4-module quiet zone. */
async function png(matrix: QrMatrix): Promise<string> {
  const scale = 4;
  const side = (matrix.length + 8) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        pixels.fill(
          0,
          ((y + 4) * scale + dy) * side + (x + 4) * scale,
          ((y + 4) * scale + dy) * side + (x + 5) * scale,
        );
    }),
  );
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.png`);
  writeFileSync(
    file,
    await sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
      .png()
      .toBuffer(),
  );
  return file;
}

describe('encodeQr (QUOTE-24)', () => {
  it.each([
    ['a one-letter text, version 1', 'a', 21],
    ['a quote address', 'https://grainline.example/quotes/Q-2026-00042?t=3vJq0mB8kD1yXc7nR2sL5wZ9pA4hF6gE', 37],
    ['an address near the limit of version 9', `https://example.com/${'x'.repeat(160)}`, 53],
    ['the longest text, version 10', 'y'.repeat(QR_MAX_BYTES), 57],
    ['accented letters as UTF-8', 'Kiaat & Mukwa – Grainline café', 29],
  ])('reads back %s', async (_name, text, size) => {
    const matrix = encodeQr(text);
    expect(matrix).toHaveLength(size);
    expect(await readQrCode(await png(matrix))).toBe(text);
  });

  it('places the three finder patterns and the dark module where every reader looks', () => {
    const matrix = encodeQr('finder');
    const size = matrix.length;
    const finderRow = [true, true, true, true, true, true, true];
    expect(matrix[0].slice(0, 7)).toEqual(finderRow);
    expect(matrix[0].slice(size - 7)).toEqual(finderRow);
    expect(matrix[size - 1].slice(0, 7)).toEqual(finderRow);
    expect(matrix[3].slice(0, 8)).toEqual([true, false, true, true, true, false, true, false]);
    expect(matrix[size - 8][8]).toBe(true);
  });

  it('refuses a text longer than it can hold, with the limit in the message', () => {
    expect(() => encodeQr('z'.repeat(QR_MAX_BYTES + 1))).toThrow(`at most ${QR_MAX_BYTES} bytes`);
  });
});
