import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { expect, test } from './fixtures';
import { addToQuote, choose, chooseSurfaceType, fillNumber, openConfigurator, pickWood, saveContactDetails } from './helpers/configurator';

/**
 * CONF-39 to CONF-41 as a customer meets it: beside the price, the sag of a kiaat desk and how much
 * it moves, changing with the thickness and the span; and on the quote's PDF.
 * Kiaat, 1,500 mm between supports, 1.0 kPa: 2 × 5 × 0.001 × 1500⁴ / (32 × 8410 × h³) is 5.74 mm
 * at 32 mm and 2.21 mm at 44 mm; at 44 mm over 1,000 mm, 0.44 mm.
 */

/** The text of a PDF as pdftotext reads it, on one line. */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'advice-pdf-')), 'quote.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function configureKiaatDesk(page: Page): Promise<void> {
  await openConfigurator(page);
  await chooseSurfaceType(page, 'Desk Top');
  await pickWood(page, 'Kiaat', 'Face');
  await fillNumber(page, 'Length', 1500);
  await fillNumber(page, 'Width', 700);
  await choose(page, 'Thickness', '32 mm');
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`advice beside the price, ${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('appears, and changes with the thickness and the distance between supports', async ({ page }) => {
      await configureKiaatDesk(page);
      // Beside the price: in the column that holds the line total.
      const column = page.getByRole('complementary', { name: 'Your surface' });
      await expect(column.getByTestId('line-total')).toBeVisible();
      const card = column.getByTestId('advice-card');
      const toggle = card.getByRole('button', { name: 'Will it sag, will it move?' });
      await expect(toggle).toBeVisible();
      // Collapsed on a phone, open beside the price on a desktop.
      await expect(toggle).toHaveAttribute('aria-expanded', size === 'phone' ? 'false' : 'true');
      if (size === 'phone') await toggle.click();

      const sag = card.getByTestId('advice-sag');
      await expect(sag).toContainText('About 5.7 mm under a full desk load: visible');
      await expect(sag).toContainText('choose 44 mm');
      await expect(card.getByTestId('advice-movement')).toContainText('No published figure for how much Kiaat moves');

      await choose(page, 'Thickness', '44 mm');
      await expect(sag).toContainText('About 2.2 mm under a full desk load: not visible');
      const price = (await page.getByTestId('line-total').textContent()) ?? '';

      await fillNumber(page, 'Distance between supports', 1000);
      await expect(sag).toContainText('About 0.4 mm under a full desk load: not visible');
      // Advice only: the span and the region never change the price.
      await card.getByLabel('Your region').selectOption('highveld_dry_interior');
      await expect(page.getByTestId('line-total')).toHaveText(price);

      // A wood with published coefficients: the movement in the chosen region.
      await pickWood(page, 'Maple', 'Face');
      await card.getByLabel('Your region').selectOption('cape_temperate');
      // 700 mm wide × 0.00353 × (10 − 6) = 9.9 mm.
      await expect(card.getByTestId('advice-movement')).toContainText('Expect about 9.9 mm across 700 mm');
      // Maple, 44 mm over 1,000 mm: 2 × 5 × 0.001 × 1000⁴ / (32 × 12600 × 44³) = 0.29 mm.
      await expect(sag).toContainText('About 0.3 mm under a full desk load: not visible');

      // The span and region chosen travel with the quote: its summary, its PDF (ADR 023).
      await addToQuote(page);
      const summaryAdvice = page.getByTestId('surface-advice');
      await summaryAdvice.getByText('Will it sag, will it move?').click();
      await expect(summaryAdvice.getByTestId('advice-sag')).toContainText('About 0.3 mm under a full desk load: not visible');
      await saveContactDetails(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      const text = pdfText(await readFile(await download.path()));
      expect(text).toContain('Will it sag, will it move?');
      expect(text).toContain('About 0.3 mm under a full desk load: not visible');
      expect(text).toContain('Span between supports: 1,000 mm');
      expect(text).toContain('Expect about 9.9 mm across 700 mm');
      expect(text).toContain('Indoors in Western Cape, Garden Route and KwaZulu-Natal midlands');
    });
  });
}

test('the quote’s PDF ends with the advice and the sources of its figures', async ({ request }) => {
  const desk = { surfaceType: 'desk_top', woodSpecies: 'kiaat_face', grainStyle: 'face', lengthMm: 1500, widthMm: 700, thicknessMm: 32 };
  const created = await request.post('/api/quotes', { data: makeQuoteRequest({ surfaces: [desk] }) });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = ((await created.json()) as { data: { token: string } }).data;
  const pdf = await request.get(`/api/quotes/${token}/pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain('Will it sag, will it move?');
  expect(text).toContain('About 5.7 mm under a full desk load: visible');
  expect(text).toContain('Chudnoff, M. (1984). Tropical Timbers of the World');
});

test('the customer’s quote page shows the advice under each surface', async ({ page, request }) => {
  const desk = { surfaceType: 'desk_top', woodSpecies: 'maple_face', grainStyle: 'face', lengthMm: 1500, widthMm: 700, thicknessMm: 32 };
  const created = await request.post('/api/quotes', { data: makeQuoteRequest({ surfaces: [desk] }) });
  const { token } = ((await created.json()) as { data: { token: string } }).data;
  await page.goto(`/quote/${token}`);
  const advice = page.getByTestId('quote-line').getByTestId('surface-advice');
  await advice.getByText('Will it sag, will it move?').click();
  // Maple, 32 mm over 1,500 mm: 2 × 5 × 0.001 × 1500⁴ / (32 × 12600 × 32³) = 3.83 mm, under 4.17 mm.
  await expect(advice.getByTestId('advice-sag')).toContainText('About 3.8 mm under a full desk load: not visible');
  // 700 × 0.00353 × (13 − 8) = 12.4 mm in the workshop's own region.
  await expect(advice.getByTestId('advice-movement')).toContainText('Expect about 12 mm across 700 mm');
});

test('a span given for one kind of surface does not follow the customer to another', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await configureKiaatDesk(page);
  const card = page.getByTestId('advice-card');
  await fillNumber(page, 'Distance between supports', 1000);
  await expect(card.getByTestId('advice-sag')).toContainText('About 1.1 mm under a full desk load');
  await chooseSurfaceType(page, 'Floating Shelf');
  await expect(card.getByLabel('Span between brackets')).toHaveValue('');
});
