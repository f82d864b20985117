import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { MISSING_GLYPH } from './pdf-unicode-text';
import { renderQuotePdf } from './quote-pdf';
import { makeBusinessDetails, makeQuoteView } from './test-quote-view';

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-raw', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
const boxesOfPage = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], { input: bytes }).toString('utf8');

/**
 * The letters of a text, one entry each, so the check does not depend on how a viewer orders
 * right-to-left runs; NFKC folds Arabic's contextual forms back to its letters.
 */
const lettersOf = (text: string) => [
  ...new Set([...text.normalize('NFKC')].filter((char) => /\p{L}|\p{M}/u.test(char))),
];

/**
 * Whether a page draws glyph 0 (.notdef, an empty box) of an embedded font. pdfkit writes an
 * embedded font's text as 4-hex-digit glyph ids of the subset, where .notdef is always 0000;
 * pdftotext cannot see it, as the ToUnicode map still names the character that was asked for.
 */
function drawsNotdef(bytes: Buffer): boolean {
  const raw = bytes.toString('latin1');
  const streams = [...raw.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return inflateSync(Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1')).toString('latin1');
  });
  const hexStrings = streams
    .filter((stream) => stream.includes(' Tf'))
    .flatMap((stream) => [...stream.matchAll(/<([0-9a-f]+)>/g)].map((match) => match[1] ?? ''));
  return hexStrings.some((hex) => hex.length % 4 === 0 && /^(?:[0-9a-f]{4})*?0000/.test(hex));
}

async function pdfkitBytes(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

async function pdfFor(leadInfo: { fullName: string; companyName?: string }) {
  const result = await renderQuotePdf({
    quote: makeQuoteView({ leadInfo: { email: 'customer@example.com', phone: '+27 82 555 0142', ...leadInfo } }),
    business: makeBusinessDetails(),
    log: { warn: () => undefined },
  });
  if (!result.ok) throw new Error(result.error);
  return result.bytes;
}

// Built-in Helvetica printed 'Ŝtefan Ŋgu' as 'ÇFV`an ¦wP'.
describe('names in any script', () => {
  it.each([
    ['Latin with diacritics', 'Ŝtefan Ŋgu'],
    ['Vietnamese', 'Nguyễn Thị Minh Khai'],
    ['Cyrillic', 'Пётр Ильич'],
    ['Greek', 'Αθηνά Παππά'],
  ])('prints a %s name as typed, from an embedded font subset', async (_script, fullName) => {
    const bytes = await pdfFor({ fullName, companyName: `${fullName} (Pty) Ltd` });
    expect(pdfText(bytes)).toContain(fullName);
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
  });

  it('prints an Arabic name in the Unicode font', async () => {
    const bytes = await pdfFor({ fullName: 'محمد علي' });
    expect(pdfText(bytes)).not.toContain(MISSING_GLYPH);
    expect(bytes.toString('latin1')).toMatch(/DejaVuSans-Bold/);
  });

  it.each([
    ['Chinese', '王小明'],
    ['Chinese beside Latin', 'Li 王小明'],
    ['Japanese', 'さくら 山田'],
  ])('prints a %s name as typed, from the CJK font', async (_script, fullName) => {
    const bytes = await pdfFor({ fullName, companyName: `${fullName} 有限公司` });
    expect(pdfText(bytes)).toContain(fullName);
    expect(pdfText(bytes)).not.toContain(MISSING_GLYPH);
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
  });

  // Hangul is in neither DejaVu nor Noto Sans SC: it printed as white squares until Noto Sans KR.
  it.each([
    ['Korean', '김민준'],
    ['Korean beside Latin', 'Kim 김민준'],
  ])('prints a %s name as typed, from the Hangul font', async (_script, fullName) => {
    const bytes = await pdfFor({ fullName, companyName: `${fullName} 주식회사` });
    expect(pdfText(bytes)).toContain(fullName);
    expect(pdfText(bytes)).toContain('주식회사');
    expect(pdfText(bytes)).not.toContain(MISSING_GLYPH);
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR-Bold/);
  });

  // Every script a customer is likely to type, in one list: no white square, no .notdef glyph.
  it.each([
    ['Korean', '김민준'],
    ['Arabic', 'محمد علي'],
    ['Vietnamese', 'Nguyễn Thị Minh Khai'],
    ['Chinese', '王小明'],
  ])('draws every character of a %s name with a real glyph', async (_script, fullName) => {
    const bytes = await pdfFor({ fullName });
    const text = pdfText(bytes);
    expect(text).not.toContain(MISSING_GLYPH);
    expect(text).not.toContain('\ufffd');
    expect(lettersOf(text)).toEqual(expect.arrayContaining(lettersOf(fullName)));
    expect(drawsNotdef(bytes)).toBe(false);
  });

  it('can tell a .notdef glyph when it sees one (the check above is not blind)', async () => {
    const dejaVu = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    const hangulInDejaVu = await pdfkitBytes((doc) => doc.font(dejaVu).text('김민준'));
    expect(drawsNotdef(hangulInDejaVu)).toBe(true);
    expect(drawsNotdef(await pdfkitBytes((doc) => doc.font(dejaVu).text('Ŝtefan')))).toBe(false);
  });

  it('shows characters no embedded font has as a white square, never as other letters', async () => {
    // Linear B: in neither font.
    const bytes = await pdfFor({ fullName: 'Ana \u{10000}\u{10001}' });
    expect(pdfText(bytes)).toContain(`Ana ${MISSING_GLYPH.repeat(2)}`);
  });

  it('keeps plain Latin names in Helvetica, as the rest of the page', async () => {
    const bytes = await pdfFor({ fullName: 'Thandi Nkosi' });
    expect(bytes.toString('latin1')).not.toContain('DejaVu');
  });

  it('wraps a long name inside the page instead of running off it', async () => {
    const fullName = 'Bartholomew Alexander Maximilian Fitzgerald-Vanderbijl Oppenheimer the Third';
    const bytes = await pdfFor({ fullName });
    expect(pdfText(bytes)).toContain('Bartholomew Alexander');
    expect(pdfText(bytes)).toContain('Third');
    const pageWidth = 595.28;
    const rightEdges = [...boxesOfPage(bytes).matchAll(/xMax="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(Math.max(...rightEdges)).toBeLessThan(pageWidth - 20);
  });
});
