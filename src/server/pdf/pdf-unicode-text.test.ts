import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MISSING_GLYPH } from './pdf-unicode-text';
import { renderQuotePdf } from './quote-pdf';
import { makeBusinessDetails, makeQuoteView } from './test-quote-view';

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-raw', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
const boxesOfPage = (bytes: Buffer) => execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], { input: bytes }).toString('utf8');

async function pdfFor(leadInfo: { fullName: string; companyName?: string }) {
  const result = await renderQuotePdf({
    quote: makeQuoteView({ leadInfo: { email: 'customer@example.com', phone: '+27 82 555 0142', ...leadInfo } }),
    business: makeBusinessDetails(),
  });
  if (!result.ok) throw new Error(result.error);
  return result.bytes;
}

// Issue 12 §4: built-in Helvetica printed 'Ŝtefan Ŋgu' as 'ÇFV`an ¦wP'.
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
