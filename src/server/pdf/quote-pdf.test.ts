import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRand } from '#core/money';
import { includedLabel, NO_CHARGE } from '#core/pricing/included-at-no-charge';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import { loadConfig } from '../config';
import { mm, PAGE } from './pdf-page';
import { measureSurfaceItem } from './pdf-surface-item';
import { COLLECTION_TEXT, deliveryEstimateText, totalsHeight } from './pdf-totals';
import { boundsOf, boxesOverlap, hexToRgb, inside, near, rasterisePage, wordBoxes } from './pdf-raster.test-helper';
import { readQrCode } from './qr-read.test-helper';
import { quoteTerms } from '#core/quotes/quote-terms';
import { termsHeight } from './pdf-terms';
import { quoteLineTitle } from '#core/quotes/quote-line-title';
import { quoteBlockHeight } from './pdf-quote-block';
import { ITEM_GAP, NO_LINES_ERROR, renderQuotePdf, SECTION_GAP } from './quote-pdf';
import { FIVE_LAYOUTS, FIVE_SURFACES, makeBusinessDetails, makeQuoteView } from './test-quote-view';

const run = promisify(execFile);
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quote-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type RenderOptions = Parameters<typeof renderQuotePdf>[0];

/** A stand-in for the app's logger (pino) that keeps what it is told. */
function recordingLog() {
  const warnings: { details: object; message: string }[] = [];
  return { log: { warn: (details: object, message: string) => void warnings.push({ details, message }) }, warnings };
}

async function render(quote: QuoteView, options: Partial<RenderOptions> = {}) {
  const result = await renderQuotePdf({ quote, business: makeBusinessDetails(), log: recordingLog().log, ...options });
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

/** The pages of the priced quote: the advice follows on pages of its own (ADR 023). */
async function pricedPageCount(file: string): Promise<number> {
  const total = await pageCount(file);
  for (let page = 1; page <= total; page += 1)
    if ((await pdfText(file, page)).includes('Will it sag, will it move?')) return page - 1;
  return total;
}

async function pageCount(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

const failingImage = () => Promise.reject(new Error('image store down'));
/** A plain wood-coloured square: the pagination test needs an image, not the texture generator. */
const plainWood = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#b07c4f' } })
    .jpeg()
    .toBuffer();

/** Page 1 at 72 dpi: one pixel per point. */
const PX_PER_MM = 72 / 25.4;
const BLACK = hexToRgb('#000000');
const WHITE = hexToRgb('#ffffff');
/** COLOURS.saving in pdf-page.ts: QUOTE-18's green for savings. */
const SAVING_GREEN = hexToRgb('#1e7b34');
/** Colours nothing else on the page uses, so the wood image can be found pixel by pixel. */
const MAGENTA = hexToRgb('#ff00ff');
const CYAN = hexToRgb('#00ffff');
/**
 * 60 × 20 px: magenta in the middle 40 px, cyan 10 px strips left and right. Cropped to its
 * centred 20 × 20 square it shows only magenta, well clear of the strips (whose edges poppler
 * blends when it scales the image up); stretched, letterboxed or cropped off-centre, cyan shows.
 */
const wideWood = () => {
  const [width, height] = [60, 20];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set(i % width < 10 || i % width >= 50 ? CYAN : MAGENTA, i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};
/** One single-wall countertop; edged on all four sides unless told otherwise (CONF-09 defaults). */
const countertop = (
  overrides: Parameters<typeof makeQuoteView>[0] & { edges?: { lengthEdges: number; widthEdges: number } } = {},
) => {
  const { edges, ...rest } = overrides;
  return makeQuoteView({ surfaces: [{ surfaceType: 'countertop', woodSpecies: 'kiaat_edge', ...edges }], ...rest });
};
const rasterise = (file: string) => rasterisePage(file, file.replace(/\.pdf$/, ''));

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
      // PRICE-09: the free edge profiling is included at no charge with its worth, never a deduction.
      // Its label wraps in the price column: 'Pencil edge profiling included   No Charge', then '(worth R 912.00)'.
      if (component.isSavings) {
        expect(includedLabel(component)).toBe(`${component.name} included (worth ${formatRand(component.cents)})`);
        expect(text).toMatch(new RegExp(`${escape(component.name)} included +${NO_CHARGE}`));
        expect(text).toContain(`(worth ${formatRand(component.cents)})`);
      } else expect(text).toMatch(new RegExp(`${escape(component.name)} +${escape(formatRand(component.cents))}`));
    }
    expect(text).not.toMatch(/-R \d/);
    expect(text).toMatch(new RegExp(`Line subtotal +${escape(formatRand(line.price.lineTotalCents))}`));
    expect(text).toMatch(new RegExp(`TOTAL +${escape(formatRand(quote.totals.totalCents))}`));
    expect(text).toContain(`${COLLECTION_TEXT} Free`);
    expect(text).toContain(deliveryEstimateText());
    expect(text).toContain('All pricing is inclusive');
    expect(text).toContain(`Page 1 of ${await pageCount(file)}`);
  });

  it('links to the quote online, where it can be accepted, as text and as a live link (QUOTE-24)', async () => {
    const quote = makeQuoteView({ surfaces: [FIVE_SURFACES[0] ?? {}] });
    const { file, bytes } = await render(quote);
    const url = `https://grainline.example/quote/${quote.token}`;
    expect(flat(await pdfText(file))).toContain(`View or accept this quote online: ${url}`);
    expect(bytes.toString('latin1')).toContain(`/URI (${url})`);
    // The printed QR code reads back as the same address with a real decoder, on one page only.
    await run('pdftoppm', ['-png', '-r', '150', file, join(dir, 'qr-page')]);
    const pages = Array.from({ length: await pageCount(file) }, (_, i) => join(dir, `qr-page-${i + 1}.png`));
    const codes = await Promise.all(pages.map((page) => readQrCode(page)));
    expect(codes.filter((code) => code !== undefined)).toEqual([url]);
  });

  it('renders five mixed surfaces with shipping, insurance and every wording QUOTE-18 and QUOTE-19 require', async () => {
    const quote = makeQuoteView({
      surfaces: FIVE_SURFACES,
      delivery: 'shipping',
      insurance: true,
      leadInfo: {
        fullName: 'Thandi Nkosi',
        email: 'thandi.nkosi@example.co.za',
        phone: '+27 82 555 0142',
        companyName: 'Nkosi Interiors',
      },
    });
    const business = makeBusinessDetails();
    const { file } = await render(quote);
    const text = flat(await pdfText(file));

    for (const line of quote.lines) expect(text).toContain(quoteLineTitle(line));
    expect(text).toContain('Nkosi Interiors');
    expect(text).toContain('Raw Only Sanded: No Charge');
    expect(text).not.toMatch(/Raw Only Sanded finish/);
    expect(text).toContain('Diameter 1200 mm');
    expect(text).toContain('Cable hole');
    expect(text).toContain('Brackets (3 × R 150.00)');
    const products = quote.lines.reduce((sum, line) => sum + line.price.lineTotalCents, 0);
    expect(text).toMatch(new RegExp(`Products subtotal +${escape(formatRand(products))}`));
    expect(text).toMatch(
      new RegExp(
        `Nationwide shipping \\(${quote.totals.weightKg.toFixed(2)} kg\\) +${escape(formatRand(quote.totals.shippingCents))}`,
      ),
    );
    expect(text).toMatch(
      new RegExp(`Freight insurance \\(2\\.5%\\) +${escape(formatRand(quote.totals.insuranceCents))}`),
    );
    expect(text).toContain(formatRand(quote.totals.totalCents));
    expect(text).toContain(`Includes VAT of ${formatRand(quote.totals.vatCents)} · VAT no. 4123456789`);
    expect(text).toContain('All pricing is inclusive');
    expect(text).toContain(`${business.email} · ${business.phone}`);
    expect(text).toContain(business.address);
    for (const term of quoteTerms()) expect(text).toContain(term);
    expect(text).not.toMatch(/4\s*[–-]\s*8 weeks/);
    for (const value of [
      business.banking.bank,
      business.banking.accountName,
      business.banking.accountNumber,
      business.banking.branchCode,
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('Banking details');
    expect(text).toMatch(/Reference +Q-20261122-0007/);
    expect(text).not.toContain('Payment is arranged with');
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
    expect(text).toMatch(new RegExp(`Partner discount \\(10%\\) +-${escape(formatRand(quote.totals.discountCents))}`));
    expect(text).toContain(`Includes VAT of ${formatRand(quote.totals.vatCents)}`);
    expect(text).not.toContain('VAT no.');
  });

  it('white-labels a partner quote: the partner name and logo in the band, the partner name on the file', async () => {
    const logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#335577' } })
      .webp()
      .toBuffer();
    const quote = makeQuoteView({
      partner: { businessName: 'Acme Kitchens (Pty) Ltd', logo: { bytes: logo, mimeType: 'image/webp' } },
    });
    const { file, fileName } = await render(quote);
    const firstLine = (await pdfText(file, 1)).split('\n').find((line) => line.trim() !== '') ?? '';
    expect(fileName).toBe('Acme-Kitchens-Pty-Ltd-Quote-Q-20261122-0007.pdf');
    expect(firstLine).toContain('Acme Kitchens (Pty) Ltd');
    expect(firstLine).not.toContain('Grainline');
    const { stdout } = await run('pdfimages', ['-list', file]);
    // The logo and one wood image.
    expect(stdout.trim().split('\n').length - 2).toBe(2);
  });

  it('puts the partner contacts at the top and names the partner as the maker in the footer: the workshop nowhere (white label)', async () => {
    const contact = { name: 'Sipho Dlamini', email: 'sipho@acme-kitchens.co.za', phone: '082 444 1212' };
    const quote = makeQuoteView({
      partner: { businessName: 'Acme Kitchens (Pty) Ltd', contact },
      discountPercentage: 12,
    });
    const business = makeBusinessDetails();
    const { file } = await render(quote, { business });
    const text = flat(await pdfText(file));
    const top = (await pdfText(file, 1)).split('\n').slice(0, 6).join('\n');
    expect(top).toContain('Acme Kitchens (Pty) Ltd');
    expect(top).toContain(contact.email);
    expect(top).toContain(contact.phone);
    expect(top).not.toContain(business.name);
    expect(top).not.toContain(business.email);
    expect(text).toContain('Made to order by Acme Kitchens (Pty) Ltd');
    for (const workshop of [business.name, business.email, business.address ?? business.name])
      expect(text).not.toContain(workshop);
    expect(text).toMatch(new RegExp(`Partner discount \\(12%\\) +-${escape(formatRand(quote.totals.discountCents))}`));
  });

  it('asks a partner’s client to pay the partner: the partner’s payment panel, never the workshop’s account', async () => {
    const contact = { name: 'Sipho Dlamini', email: 'sipho@acme-kitchens.co.za', phone: '082 444 1212' };
    const business = makeBusinessDetails();
    const { banking } = business;
    const withContact = flat(
      await pdfText(
        (await render(makeQuoteView({ partner: { businessName: 'Acme Kitchens (Pty) Ltd', contact } }), { business }))
          .file,
      ),
    );
    expect(withContact).toMatch(/Terms and conditions +Payment\n/);
    // The contacts under the payment line, in the panel (the band and the footer name them too).
    expect(withContact).toMatch(
      new RegExp(
        `Payment is arranged with Acme Kitchens \\(Pty\\) Ltd\\.\\n.* ${escape(contact.email)}\\n.* ${escape(contact.phone)}\\n`,
      ),
    );
    expect(withContact).toMatch(/Reference +Q-20261122-0007/);
    // A partner without contact details on record still gets a tidy panel: the line and the reference.
    const withoutContact = flat(
      await pdfText(
        (await render(makeQuoteView({ partner: { businessName: 'Acme Kitchens (Pty) Ltd' } }), { business })).file,
      ),
    );
    expect(withoutContact).toMatch(
      /Payment is arranged with Acme Kitchens \(Pty\) Ltd\.\n.* Reference +Q-20261122-0007\n/,
    );
    for (const text of [withContact, withoutContact]) {
      expect(text).not.toContain('Banking details');
      for (const value of [banking.bank, banking.accountName, banking.accountNumber, banking.branchCode])
        expect(text).not.toContain(value);
    }
  });

  it('prints a partner’s VAT number on their quote, or none, never the workshop’s', async () => {
    const business = makeBusinessDetails({ vatNumber: '4999999999' });
    const partner = { businessName: 'Acme Kitchens (Pty) Ltd' };
    const withVat = flat(
      await pdfText(
        (await render(makeQuoteView({ partner: { ...partner, vatNumber: '4111111111' } }), { business })).file,
      ),
    );
    expect(withVat).toContain('VAT no. 4111111111');
    const withoutVat = flat(await pdfText((await render(makeQuoteView({ partner }), { business })).file));
    for (const text of [withVat, withoutVat]) expect(text).not.toContain('4999999999');
    expect(flat(await pdfText((await render(makeQuoteView(), { business })).file))).toContain('VAT no. 4999999999');
  });

  describe('the customer’s details, never cut', () => {
    // 70 characters: too long for the column on one line even at the smallest size it was once shrunk to.
    const email = 'nomvuselelo.wilhelmina.vanderwesthuizen@longdomain-holdings.example.za';
    const companyName = 'Vanderwesthuizen Bespoke Kitchen and Joinery Installations (Pty) Ltd';
    const longContact = () =>
      makeQuoteView({
        surfaces: FIVE_SURFACES.slice(0, 2),
        leadInfo: {
          fullName: 'Nomvuselelo Wilhelmina van der Westhuizen',
          email,
          phone: '+27 82 555 0142',
          companyName,
        },
      });
    /**
     * Page 1's 'PREPARED FOR' column, as poppler reads it: from the column's left edge to the page's, the block's
     * height down.
     */
    const customerColumn = async (file: string, quote: QuoteView) => {
      const [x, y] = [Math.floor(PAGE.marginX + mm(104) - 2), Math.floor(PAGE.firstContentTop)];
      const height = Math.ceil(quoteBlockHeight(new PDFDocument({ size: 'A4' }), quote));
      const { stdout } = await run('pdftotext', [
        '-layout',
        '-f',
        '1',
        '-l',
        '1',
        '-x',
        String(x),
        '-y',
        String(y),
        '-W',
        String(Math.ceil(PAGE.width) - x),
        '-H',
        String(height),
        file,
        '-',
      ]);
      return stdout;
    };

    it('wraps a 70-character e-mail and a long company name in full, in the column, at a readable size', async () => {
      expect(email).toHaveLength(70);
      const quote = longContact();
      const { file } = await render(quote, { woodImage: plainWood });
      const column = await customerColumn(file, quote);
      expect(column.replace(/\s*\n\s*/g, '')).toContain(email);
      expect(column.replace(/\s*\n\s*/g, ' ')).toContain(companyName);
      expect(column.replace(/\s*\n\s*/g, ' ')).toContain('Nomvuselelo Wilhelmina van der Westhuizen');
      expect(column).not.toContain('…');
      // The e-mail breaks after its '@', not at its hyphen.
      expect(column).toMatch(/@\n\s*longdomain-holdings\.example\.za/);
      // Nothing printed smaller than the 8 pt the details may shrink to (a word box is about 0.93 of the size).
      const words = await wordBoxes(file, 1);
      const blockBottom = PAGE.firstContentTop + quoteBlockHeight(new PDFDocument({ size: 'A4' }), quote);
      const customer = words.filter(
        (word) =>
          word.xMin >= PAGE.marginX + mm(104) - 1 && word.yMin >= PAGE.firstContentTop && word.yMin < blockBottom,
      );
      for (const word of customer.filter((w) => w.text !== 'PREPARED' && w.text !== 'FOR'))
        expect(word.yMax - word.yMin, word.text).toBeGreaterThan(8 * 0.9);
    });

    it('moves the rule and what follows down: nothing printed overlaps, nothing crosses the rule', async () => {
      const quote = longContact();
      const { file } = await render(quote, { woodImage: plainWood });
      const words = await wordBoxes(file, 1);
      words.forEach((word, i) => {
        for (const other of words.slice(i + 1))
          expect(boxesOverlap(word, other), `'${word.text}' on '${other.text}'`).toBe(false);
      });
      // The rule under the block: the first row of its colour down the left margin, where only it is drawn.
      const page = await rasterise(file);
      const rule = near(hexToRgb('#ddd6cc'), 4);
      let ruleY = Math.ceil(PAGE.firstContentTop);
      while (ruleY < page.height && !rule(page.rgb(Math.round(PAGE.marginX) + 2, ruleY))) ruleY += 1;
      expect(
        rule(page.rgb(Math.round(PAGE.width - PAGE.marginX) - 2, ruleY)),
        'the rule runs the width of the page',
      ).toBe(true);
      const customer = words.filter(
        (word) => word.xMin >= PAGE.marginX + mm(104) - 1 && word.yMin >= PAGE.firstContentTop && word.yMin < ruleY,
      );
      expect(customer.map((word) => word.text).join('')).toContain(email);
      expect(Math.max(...customer.map((word) => word.yMax)), 'the customer’s last line crosses the rule').toBeLessThan(
        ruleY - mm(2),
      );
      const below = words.filter((word) => word.yMin > ruleY);
      expect(below.length).toBeGreaterThan(0);
      expect(
        Math.min(...below.map((word) => word.yMin)) - ruleY,
        'the first item starts right under the rule',
      ).toBeGreaterThan(mm(4));
      // The block grew with the wrapped lines.
      expect(quoteBlockHeight(new PDFDocument({ size: 'A4' }), quote)).toBeGreaterThan(
        quoteBlockHeight(new PDFDocument({ size: 'A4' }), makeQuoteView()),
      );
    });

    it('keeps the usual block height for details that fit', () => {
      const quote = makeQuoteView({
        leadInfo: {
          fullName: 'Thandi Nkosi',
          email: 'thandi.nkosi@example.co.za',
          phone: '+27 82 555 0142',
          companyName: 'Nkosi Interiors',
        },
      });
      expect(quoteBlockHeight(new PDFDocument({ size: 'A4' }), quote)).toBeCloseTo(mm(37), 5);
    });
  });

  describe('workshop details not configured', () => {
    const unconfigured = () => loadConfig({}).business;

    it('leaves out the address and the banking block instead of printing placeholders', async () => {
      const business = unconfigured();
      expect(business.address).toBeUndefined();
      expect(business.banking).toEqual({
        bank: undefined,
        accountName: undefined,
        accountNumber: undefined,
        branchCode: undefined,
      });
      for (const quote of [
        makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 2) }),
        makeQuoteView({ partner: { businessName: 'Acme Kitchens (Pty) Ltd' } }),
      ]) {
        const { file } = await render(quote, { business, woodImage: plainWood });
        const text = flat(await pdfText(file));
        expect(text).not.toMatch(/not configured/i);
        expect(text).not.toContain('undefined');
        expect(text).toContain('Terms and conditions');
        for (const term of quoteTerms()) expect(text).toContain(term);
        expect(text).toContain('All pricing is inclusive');
        if (quote.partner) {
          // The partner's own panel needs no workshop settings; the maker's line ends at the name.
          expect(text).toContain('Payment is arranged with Acme Kitchens (Pty) Ltd.');
          expect(text).toMatch(/Made to order by Acme Kitchens \(Pty\) Ltd\n/);
        } else {
          expect(text).not.toContain('Banking details');
          expect(text).not.toMatch(/Reference +Q-/);
          // The footer: the name and contacts, then nothing under them.
          expect(text).toMatch(new RegExp(`${escape(business.email)} · ${escape(business.phone)}\\n\\s*$`));
        }
      }
    });

    it('draws no empty banking panel beside the terms', async () => {
      /** The panel's fill right of the terms column, from the terms heading down 40 mm. */
      const panelPixels = async (business: BusinessDetails) => {
        const { file } = await render(makeQuoteView(), { business, woodImage: plainWood });
        const last = await pricedPageCount(file);
        const heading = (await wordBoxes(file, last)).find((word) => word.text === 'Terms');
        if (!heading) throw new Error(`No terms heading on page ${last}`);
        const page = await rasterisePage(file, file.replace(/\.pdf$/, `-${last}`), last);
        const [x0, y0] = [Math.ceil(PAGE.marginX + mm(100)), Math.ceil(heading.yMin)];
        return page.pixels(near(hexToRgb('#f6f3ee'), 2)).filter(([x, y]) => x >= x0 && y >= y0 && y <= y0 + mm(40));
      };
      expect(await panelPixels(unconfigured())).toHaveLength(0);
      // The check is not blind: with banking details set, the panel is there.
      expect((await panelPixels(makeBusinessDetails())).length).toBeGreaterThan(1000);
    });

    it('prints only the banking details that are set, with the reference', async () => {
      const business = loadConfig({ BANK_ACCOUNT_NUMBER: '62845519034', BANK_NAME: 'First National Bank' }).business;
      const text = flat(await pdfText((await render(makeQuoteView(), { business })).file));
      expect(text).toContain('Banking details');
      expect(text).toMatch(/Bank +First National Bank/);
      expect(text).toMatch(/Account number +62845519034/);
      expect(text).toMatch(/Reference +Q-20261122-0007/);
      expect(text).not.toContain('Account name');
      expect(text).not.toContain('Branch code');
      expect(text).not.toMatch(/not configured/i);
    });
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
  ])('rejects a quote with $name of lines with QUOTE-21’s message', async ({ lines }) => {
    const quote = { ...makeQuoteView(), lines } as unknown as QuoteView;
    expect(await renderQuotePdf({ quote, business: makeBusinessDetails(), log: recordingLog().log })).toEqual({
      ok: false,
      error: NO_LINES_ERROR,
    });
    expect(NO_LINES_ERROR).toBe('No quotes found in quote data - check data structure');
  });

  it.each([
    { name: 'fails to load', woodImage: failingImage },
    { name: 'is not an image', woodImage: () => Promise.resolve(Buffer.from('not an image')) },
  ])('draws the grey Wood Sample box when the wood image $name, and says so in the app log', async ({ woodImage }) => {
    const { log, warnings } = recordingLog();
    const quote = makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 2) });
    const { file } = await render(quote, { woodImage, log });
    const text = flat(await pdfText(file));
    expect(text.match(/Wood Sample/g)).toHaveLength(2);
    expect(text).toContain(formatRand(quote.totals.totalCents));
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) {
      expect(warning.message).toContain('Failed to load image');
      expect(warning.details).toMatchObject({ image: expect.any(String), err: expect.any(Error) });
    }
  });

  it('leaves the partner name alone in the band when the logo cannot be read, and says so in the app log', async () => {
    const { log, warnings } = recordingLog();
    const quote = makeQuoteView({
      partner: {
        businessName: 'Acme Kitchens (Pty) Ltd',
        logo: { bytes: Buffer.from('not an image'), mimeType: 'image/png' },
      },
    });
    const { file } = await render(quote, { woodImage: plainWood, log });
    expect((await pdfText(file, 1)).split('\n').find((line) => line.trim() !== '')).toContain(
      'Acme Kitchens (Pty) Ltd',
    );
    expect(warnings).toEqual([
      {
        details: { image: 'partner logo', err: expect.any(Error) },
        message: expect.stringContaining('Failed to load image'),
      },
    ]);
  });

  it('ends with the advice of CONF-39 to CONF-41 for each item, and the source of every figure, on a page of its own', async () => {
    const quote = makeQuoteView({
      surfaces: [{ surfaceType: 'desk_top', woodSpecies: 'kiaat_face', lengthMm: 1500, widthMm: 700, thicknessMm: 32 }],
    });
    const { file } = await render(quote, { woodImage: plainWood });
    const pages = await pageCount(file);
    const advice = flat(await pdfText(file, pages)).replace(/\s+/g, ' ');
    expect(await pricedPageCount(file)).toBe(pages - 1);
    // 2 × 5 × 0.001 × 1500⁴ / (32 × 8410 × 32³) = 5.74 mm, over the 4.17 mm the eye notices.
    expect(advice).toContain('About 5.7 mm under a full desk load: visible');
    expect(advice).toContain('No published figure for how much Kiaat moves');
    expect(advice).toContain('Chudnoff, M. (1984). Tropical Timbers of the World');
    // Advice only: the priced pages are the same without it.
    expect(flat(await pdfText(file, 1))).toContain(formatRand(quote.totals.totalCents));
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
        expect(markers[i + 1]?.[0], `page ${page}: item ${title?.[1]} continues on the next page`).toBe(
          'Line subtotal',
        );
        const number = Number(title?.[1]);
        expect(title?.[2]).toBe(quoteLineTitle(quote.lines[number - 1]));
        seen.push(number);
      }
      if (page > 1) expect(text).toContain('Q-20261122-0007 (continued)');
      expect(flat(text)).toContain(`Page ${page} of ${pages}`);
    }
    expect(seen).toEqual(surfaces.map((_, i) => i + 1));
    expect(flat(await pdfText(file, await pricedPageCount(file)))).toContain('Terms and conditions');
  });

  describe('packing: as few pages as whole items allow (ADR 013)', () => {
    /** Each item's title bar, read per page: `[number, title]`. */
    const itemTitles = (text: string) =>
      [...text.matchAll(/^\s*(\d+)\s+(.+? — .+?)\s{2,}Qty \d+\s*$/gm)].map((match) => Number(match[1]));

    it.each([
      { name: 'five layouts (L, U, G, oval, galley)', surfaces: FIVE_LAYOUTS },
      { name: 'five mixed surfaces', surfaces: FIVE_SURFACES },
    ])(
      '$name: whole items, no page half empty but the last, each break forced by the next block',
      async ({ surfaces }) => {
        const quote = makeQuoteView({ surfaces, delivery: 'shipping', insurance: true });
        const business = makeBusinessDetails();
        const { file } = await render(quote, { business, woodImage: plainWood });
        const pages = await pricedPageCount(file);

        // The blocks as the layout measures them, in the order they are placed.
        const measurer = new PDFDocument({ size: 'A4' });
        const itemHeights = quote.lines.map((line, i) =>
          measureSurfaceItem(measurer, { number: i + 1, line, woodImage: undefined }),
        );
        const totals = totalsHeight(quote);
        const terms = termsHeight(measurer, quote, business);

        // A lower bound no layout can beat: everything placed end to end, gaps and all, over the pages' room.
        const firstRoom = PAGE.contentBottom - PAGE.firstContentTop;
        const laterRoom = PAGE.contentBottom - PAGE.continuationContentTop;
        const needed =
          quoteBlockHeight(measurer, quote) +
          itemHeights.reduce((sum, h) => sum + h + ITEM_GAP, 0) -
          ITEM_GAP +
          SECTION_GAP +
          totals +
          SECTION_GAP +
          terms;
        const lowerBound = needed <= firstRoom ? 1 : 1 + Math.ceil((needed - firstRoom) / laterRoom);
        expect(pages).toBe(lowerBound);

        const seen: number[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const text = await pdfText(file, page);
          const numbers = itemTitles(text);
          // Never split: as many 'Line subtotal' rows as titles on every page.
          expect(text.match(/Line subtotal/g)?.length ?? 0, `page ${page}`).toBe(numbers.length);
          seen.push(...numbers);
          if (page === pages) break;

          const top = page === 1 ? PAGE.firstContentTop : PAGE.continuationContentTop;
          // The lowest thing drawn above the footer (a card's border, the totals panel), to the point at 72 dpi.
          const raster = await rasterisePage(file, file.replace(/\.pdf$/, `-${page}`), page);
          const white = near(WHITE, 2);
          let bottom = Math.floor(PAGE.contentBottom);
          while (
            bottom > 0 &&
            Array.from({ length: raster.width }, (_, x) => x).every((x) => white(raster.rgb(x, bottom - 1)))
          )
            bottom -= 1;
          expect(bottom - top, `page ${page} is more than half empty`).toBeGreaterThan((PAGE.contentBottom - top) / 2);

          // What starts the next page could not have gone on this one.
          const next = await pdfText(file, page + 1);
          const [firstNext] = itemTitles(next);
          const [gap, height] =
            firstNext !== undefined
              ? [ITEM_GAP, itemHeights[firstNext - 1] ?? 0]
              : next.includes('Products subtotal')
                ? [SECTION_GAP, totals]
                : [SECTION_GAP, terms];
          expect(
            bottom + gap + height,
            `page ${page + 1}’s first block would have fitted on page ${page}`,
          ).toBeGreaterThan(PAGE.contentBottom);
        }
        expect(seen).toEqual(surfaces.map((_, i) => i + 1));
        // The terms never stand alone on a page of their own.
        const last = await pdfText(file, pages);
        expect(last).toContain('Terms and conditions');
        expect(itemTitles(last).length > 0 || last.includes('Products subtotal')).toBe(true);
      },
      30_000,
    );
  });

  describe('on page 1 as printed (rasterised at 72 dpi)', () => {
    it('fills the top 25 mm with the black header band, edge to edge', async () => {
      const { file } = await render(countertop(), { woodImage: plainWood });
      const page = await rasterise(file);
      expect([page.width, page.height]).toEqual([596, 842]);

      // Above the business name and the contacts, across the whole width (the last pixel column is only 0.28 pt of
      // page).
      for (const y of [0, 5, 10, 15, 20]) {
        for (const x of [0, 40, 150, 298, 450, 560, 594]) expect(page.rgb(x, y), `pixel (${x}, ${y})`).toEqual(BLACK);
      }
      // Down the left margin the band is black for 25 mm, then the page is white.
      const bandHeight = 25 * PX_PER_MM;
      let firstLight = 0;
      while (firstLight < page.height && near(BLACK)(page.rgb(10, firstLight))) firstLight += 1;
      expect(Math.abs(firstLight - bandHeight)).toBeLessThanOrEqual(1);
      expect(page.rgb(10, Math.ceil(bandHeight) + 2)).toEqual(WHITE);
    });

    it('prints the free edge profiling, label and amount, in green, and nothing green when there is none', async () => {
      const saving = countertop();
      const savingComponent = saving.lines[0]?.price.components.find((component) => component.isSavings);
      expect(savingComponent).toMatchObject({ key: 'edge_profile', name: 'Pencil edge profiling' });
      expect(savingComponent?.cents).toBeGreaterThan(0);
      const { file } = await render(saving, { woodImage: plainWood });
      const green = (await rasterise(file)).pixels(near(SAVING_GREEN));
      expect(green.length).toBeGreaterThan(0);

      // Every green pixel is on the saving's row; both its words and its amount are green.
      const words = await wordBoxes(file, 1);
      const free = words.find((word) => word.text === 'included');
      const amount = words.find((word) => word.text === 'Charge' && free && Math.abs(word.yMin - free.yMin) < 1);
      if (!free || !amount) throw new Error(`No saving row in: ${words.map((word) => word.text).join(' ')}`);
      // The label wraps: its worth, '(worth R 912.00)', is on the row's second line.
      const worth = words.find((word) => word.text === '(worth' && word.yMin > free.yMin);
      const row = { xMin: 0, xMax: Number.POSITIVE_INFINITY, yMin: free.yMin, yMax: worth?.yMax ?? free.yMax };
      expect(worth && green.some((pixel) => inside(worth, pixel))).toBe(true);
      expect(green.filter((pixel) => !inside(row, pixel, 1))).toEqual([]);
      expect(green.some((pixel) => inside(free, pixel))).toBe(true);
      expect(green.some((pixel) => inside(amount, pixel))).toBe(true);
      const edgeWord = words.find((word) => word.text === 'edge' && Math.abs(word.yMin - free.yMin) < 1);
      expect(edgeWord && green.some((pixel) => inside(edgeWord, pixel))).toBe(true);

      // No edged sides: the R 0.00 'saving' is left out (pdf-surface-details), and no green with it.
      const plain = countertop({ edges: { lengthEdges: 0, widthEdges: 0 } });
      expect(
        plain.lines[0]?.price.components.filter((component) => component.isSavings && component.cents > 0),
      ).toEqual([]);
      const { file: plainFile } = await render(plain, { woodImage: plainWood });
      expect(await pdfText(plainFile, 1)).not.toContain('edge profiling included');
      expect((await rasterise(plainFile)).pixels(near(SAVING_GREEN))).toHaveLength(0);
    });

    it('draws the wood image as a 25 × 25 mm square, cropping a wide image rather than stretching it', async () => {
      const { file } = await render(countertop(), { woodImage: wideWood });
      const page = await rasterise(file);
      expect(
        page.pixels(near(CYAN)),
        'the image’s cyan side strips show: stretched, letterboxed or off-centre',
      ).toHaveLength(0);
      const image = page.pixels(near(MAGENTA));
      const box = boundsOf(image);
      const side = 25 * PX_PER_MM;
      const width = box.xMax - box.xMin + 1;
      const height = box.yMax - box.yMin + 1;
      expect(Math.abs(width - side), `image is ${width} × ${height} px`).toBeLessThanOrEqual(1.5);
      expect(Math.abs(height - side), `image is ${width} × ${height} px`).toBeLessThanOrEqual(1.5);
      // A solid square: every pixel of its bounds is the image.
      expect(image).toHaveLength(width * height);
      // At the card's left, inside the 16 mm page margin and the card's 4 mm padding.
      expect(Math.abs(box.xMin - 20 * PX_PER_MM)).toBeLessThanOrEqual(1);
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
