import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRand } from '../../core/money';
import type { QuoteView } from '../../core/quotes/quote-view';
import { COLLECTION_TEXT, DELIVERY_ESTIMATE_TEXT } from './pdf-totals';
import { QUOTE_TERMS } from './pdf-terms';
import { surfaceTitle } from './pdf-surface-details';
import { NO_LINES_ERROR, renderQuotePdf } from './quote-pdf';
import { FIVE_SURFACES, makeBusinessDetails, makeQuoteView } from './test-quote-view';

const run = promisify(execFile);
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quote-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type RenderOptions = Parameters<typeof renderQuotePdf>[0];

async function render(quote: QuoteView, options: Partial<RenderOptions> = {}) {
  const result = await renderQuotePdf({ quote, business: makeBusinessDetails(), ...options });
  if (!result.ok) throw new Error(`Expected a PDF, got: ${result.error}`);
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, result.bytes);
  return { ...result, file };
}

/** What a reader sees: poppler's text, whitespace runs collapsed so wording can be matched. */
async function pdfText(file: string, page?: number): Promise<string> {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  const { stdout } = await run('pdftotext', ['-layout', ...pages, file, '-']);
  return stdout;
}

const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

async function pageCount(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

const failingImage = () => Promise.reject(new Error('image store down'));
/** A plain wood-coloured square: the pagination test needs an image, not the texture generator. */
const plainWood = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#b07c4f' } }).jpeg().toBuffer();

describe('renderQuotePdf', () => {
  it('renders a one-surface quote with its number, title, prices, totals and terms', async () => {
    const quote = makeQuoteView({ surfaces: [FIVE_SURFACES[0] ?? {}] });
    const { file, fileName, bytes } = await render(quote);
    const text = flat(await pdfText(file));
    const line = quote.lines[0];

    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fileName).toBe('Grainline-Quote-Q-20261122-0007.pdf');
    expect(text).toContain('QUOTE');
    expect(text).toContain('Q-20261122-0007');
    expect(text).toContain('Countertop — Kiaat - Edge Grain');
    // en-ZA, day first, in the workshop's time zone.
    expect(text).toContain('2026/11/22');
    expect(text).toContain('2026/12/22');
    expect(text).toContain('Thandi Nkosi');
    expect(text).toContain('thandi.nkosi@example.co.za');
    expect(text).toContain('Homeowner');
    // Σ section length × width × nominal thickness: (3000 + 1800) × 640 × 32 mm³.
    expect(text).toContain('0.09830 m³');
    expect(text).toContain('3000 × 640 × 32 mm');
    expect(text).toContain('1800 × 640 × 32 mm');
    for (const component of line.price.components) {
      const amount = component.isSavings ? `-${formatRand(component.cents)}` : formatRand(component.cents);
      expect(text).toMatch(new RegExp(`${escape(component.name)} +${escape(amount)}`));
    }
    expect(text).toMatch(new RegExp(`Line subtotal +${escape(formatRand(line.price.lineTotalCents))}`));
    expect(text).toMatch(new RegExp(`TOTAL +${escape(formatRand(quote.totals.totalCents))}`));
    expect(text).toContain(`${COLLECTION_TEXT} Free`);
    expect(text).toContain(DELIVERY_ESTIMATE_TEXT);
    expect(text).toContain('All pricing is inclusive');
    expect(text).toContain(`Page 1 of ${await pageCount(file)}`);
  });

  it('renders five mixed surfaces with shipping, insurance and every SPEC wording', async () => {
    const quote = makeQuoteView({
      surfaces: FIVE_SURFACES,
      delivery: 'shipping',
      insurance: true,
      leadInfo: { fullName: 'Thandi Nkosi', email: 'thandi.nkosi@example.co.za', phone: '+27 82 555 0142', companyName: 'Nkosi Interiors' },
    });
    const business = makeBusinessDetails();
    const { file } = await render(quote);
    const text = flat(await pdfText(file));

    for (const line of quote.lines) expect(text).toContain(surfaceTitle(line));
    expect(text).toContain('Nkosi Interiors');
    expect(text).toContain('Raw Only Sanded: No Charge');
    expect(text).not.toMatch(/Raw Only Sanded finish/);
    expect(text).toContain('Diameter 1200 mm');
    expect(text).toContain('Cable hole');
    expect(text).toContain('Brackets (3 × R 150.00)');
    const products = quote.lines.reduce((sum, line) => sum + line.price.lineTotalCents, 0);
    expect(text).toMatch(new RegExp(`Products subtotal +${escape(formatRand(products))}`));
    expect(text).toMatch(new RegExp(`Nationwide shipping \\(${quote.totals.weightKg.toFixed(2)} kg\\) +${escape(formatRand(quote.totals.shippingCents))}`));
    expect(text).toMatch(new RegExp(`Freight insurance \\(2\\.5 %\\) +${escape(formatRand(quote.totals.insuranceCents))}`));
    expect(text).toContain(formatRand(quote.totals.totalCents));
    expect(text).toContain(`Includes VAT of ${formatRand(quote.totals.vatCents)} · VAT no. 4123456789`);
    expect(text).toContain('All pricing is inclusive');
    expect(text).toContain(`${business.email} · ${business.phone}`);
    expect(text).toContain(business.address);
    for (const term of QUOTE_TERMS) expect(text).toContain(term);
    expect(text).not.toMatch(/4\s*[–-]\s*8 weeks/);
    for (const value of [business.banking.bank, business.banking.accountName, business.banking.accountNumber, business.banking.branchCode]) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(/Reference +Q-20261122-0007/);
    const pages = await pageCount(file);
    for (let page = 1; page <= pages; page += 1) {
      expect(flat(await pdfText(file, page))).toContain(`Page ${page} of ${pages}`);
    }
  });

  it('shows a partner discount as its own line and leaves out the VAT number when none is set', async () => {
    const quote = makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 2), discountPercentage: 10 });
    const { file } = await render(quote, { business: makeBusinessDetails({ vatNumber: undefined }) });
    const text = flat(await pdfText(file));
    expect(quote.totals.discountCents).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`Partner discount +-${escape(formatRand(quote.totals.discountCents))}`));
    expect(text).toContain(`Includes VAT of ${formatRand(quote.totals.vatCents)}`);
    expect(text).not.toContain('VAT no.');
  });

  it('white-labels a partner quote: the partner name and logo in the band, the partner name on the file', async () => {
    const logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#335577' } }).webp().toBuffer();
    const quote = makeQuoteView({ partner: { businessName: 'Acme Kitchens (Pty) Ltd', logo: { bytes: logo, mimeType: 'image/webp' } } });
    const { file, fileName } = await render(quote);
    const firstLine = (await pdfText(file, 1)).split('\n').find((line) => line.trim() !== '') ?? '';
    expect(fileName).toBe('Acme-Kitchens-Pty-Ltd-Quote-Q-20261122-0007.pdf');
    expect(firstLine).toContain('Acme Kitchens (Pty) Ltd');
    expect(firstLine).not.toContain('Grainline');
    const { stdout } = await run('pdfimages', ['-list', file]);
    // The logo and one wood image.
    expect(stdout.trim().split('\n').length - 2).toBe(2);
  });

  it('sets the document title and author', async () => {
    const { file } = await render(makeQuoteView());
    const { stdout } = await run('pdfinfo', [file]);
    expect(stdout).toMatch(/^Title:\s+Quote Q-20261122-0007$/m);
    expect(stdout).toMatch(/^Author:\s+Grainline Woodworks$/m);
    expect(stdout).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  });

  it.each([
    { name: 'an empty list', lines: [] },
    { name: 'no list at all', lines: undefined },
  ])('rejects a quote with $name of lines with SPEC’s message', async ({ lines }) => {
    const quote = { ...makeQuoteView(), lines } as unknown as QuoteView;
    expect(await renderQuotePdf({ quote, business: makeBusinessDetails() })).toEqual({ ok: false, error: NO_LINES_ERROR });
    expect(NO_LINES_ERROR).toBe('No quotes found in quote data - check data structure');
  });

  it.each([
    { name: 'fails to load', woodImage: failingImage },
    { name: 'is not an image', woodImage: () => Promise.resolve(Buffer.from('not an image')) },
  ])('draws the grey Wood Sample box when the wood image $name', async ({ woodImage }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const quote = makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 2) });
      const { file } = await render(quote, { woodImage });
      const text = flat(await pdfText(file));
      expect(text.match(/Wood Sample/g)).toHaveLength(2);
      expect(text).toContain(formatRand(quote.totals.totalCents));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Failed to load image'));
    } finally {
      warn.mockRestore();
    }
  });

  it('paginates twelve surfaces without splitting any of them across pages', async () => {
    const surfaces = [...FIVE_SURFACES, ...FIVE_SURFACES, ...FIVE_SURFACES.slice(0, 2)];
    const quote = makeQuoteView({ surfaces });
    const { file } = await render(quote, { woodImage: plainWood });
    const pages = await pageCount(file);
    expect(pages).toBeGreaterThan(2);

    const seen: number[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const text = await pdfText(file, page);
      // Each item's title bar ('7   Table Top — White Oak - Face Grain   Qty 1') and its last row, in reading order.
      const markers = [...text.matchAll(/^\s*(\d+)\s+(.+? — .+?)\s{2,}Qty \d+\s*$|Line subtotal/gm)];
      for (let i = 0; i < markers.length; i += 2) {
        const title = markers[i];
        expect(title?.[1], `page ${page}: a line subtotal without its title`).toBeDefined();
        expect(markers[i + 1]?.[0], `page ${page}: item ${title?.[1]} continues on the next page`).toBe('Line subtotal');
        const number = Number(title?.[1]);
        expect(title?.[2]).toBe(surfaceTitle(quote.lines[number - 1]));
        seen.push(number);
      }
      if (page > 1) expect(text).toContain('Q-20261122-0007 (continued)');
      expect(flat(text)).toContain(`Page ${page} of ${pages}`);
    }
    expect(seen).toEqual(surfaces.map((_, i) => i + 1));
    expect(flat(await pdfText(file, pages))).toContain('Terms and conditions');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
