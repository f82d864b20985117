import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_OWNER } from './e2e-accounts';
import { expect, test } from './fixtures';
import { openConfigurator, woodButton } from './helpers/configurator';

/** PRICE-32, ADR 012: an owner replaces a wood's pictures and adds a wood, from the price-book screen. */

const PHOTO_URL = (size: 'card' | 'thumbnail' | 'gallery') => new RegExp(`^/assets/woods/photos/\\d+-[0-9a-f]{16}-${size}\\.webp$`);

async function signInOwner(page: Page): Promise<void> {
  const response = await page.request.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A photo as a camera would give it: large, with stripes so it is plainly not the texture. */
function photo(colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="${colour}"/><rect y="500" width="100%" height="200" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * The image's path, and that the browser really decoded it. A new species' texture is painted
 * on its first request (it was not in the book when the server pre-generated), seconds on a busy machine.
 */
async function loadedSource(image: ReturnType<Page['locator']>): Promise<string> {
  await expect(image).toBeVisible();
  // The cards' images load lazily: one below the fold is fetched once scrolled to.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  return new URL(String(await image.getAttribute('src')), 'http://x').pathname;
}

test('an owner uploads photos of ash face grain; the wood card and the grain dialog show them; removing brings the texture back', async ({ page, context }) => {
  await signInOwner(page);
  await page.goto('/admin/prices');
  const row = page.getByTestId('wood-photos-ash_face');
  await expect(row.getByText('Generated texture')).toBeVisible();

  await row.getByLabel('Upload a photo of Ash face grain').setInputFiles({ name: 'ash-kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo('#c8a165') });
  await expect(row.getByRole('img', { name: 'Ash face grain, photo 1' })).toBeVisible();
  await row.getByLabel('Upload a photo of Ash face grain').setInputFiles({ name: 'ash-detail.jpg', mimeType: 'image/jpeg', buffer: await photo('#6b4423') });
  await expect(row.getByRole('img', { name: 'Ash face grain, photo 2' })).toBeVisible();
  await expect(row.getByText('Generated texture')).toBeHidden();

  const shop = await context.newPage();
  await openConfigurator(shop);
  expect(await loadedSource(woodButton(shop, 'Ash').locator('img'))).toMatch(PHOTO_URL('thumbnail'));
  await woodButton(shop, 'Ash').click();
  const dialog = shop.getByRole('dialog', { name: 'Ash Wood' });
  const face = dialog.getByTestId('grain-card-face');
  expect(await loadedSource(face.getByRole('img', { name: 'Ash face grain sample' }))).toMatch(PHOTO_URL('card'));
  // The gallery is the two photos, in upload order; the edge grain keeps its texture.
  const gallery = face.getByRole('button', { name: /View photo \d of Ash face grain/ });
  await expect(gallery).toHaveCount(2);
  expect(await loadedSource(gallery.nth(0).locator('img'))).toMatch(PHOTO_URL('gallery'));
  expect(await loadedSource(dialog.getByTestId('grain-card-edge').getByRole('img', { name: 'Ash edge grain sample' }))).toBe('/assets/woods/ash_edge.jpg');
  await shop.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Remove Ash face grain photo 1' }).click();
  await expect(row.getByRole('img', { name: 'Ash face grain, photo 2' })).toBeHidden();
  await row.getByRole('button', { name: 'Remove Ash face grain photo 1' }).click();
  await expect(row.getByText('Generated texture')).toBeVisible();

  await openConfigurator(shop);
  expect(await loadedSource(woodButton(shop, 'Ash').locator('img'))).toBe('/assets/woods/ash_face_thumb.jpg');
  await woodButton(shop, 'Ash').click();
  const faceAgain = shop.getByRole('dialog', { name: 'Ash Wood' }).getByTestId('grain-card-face');
  expect(await loadedSource(faceAgain.getByRole('img', { name: 'Ash face grain sample' }))).toBe('/assets/woods/ash_face.jpg');
  await expect(faceAgain.getByRole('button', { name: /view all 6 photos of Ash face grain/ })).toBeVisible();
});

test('an owner adds a species with the Add species form; after saving it is on sale in the configurator', async ({ page, context }) => {
  await signInOwner(page);
  await page.goto('/admin/prices');
  const form = page.getByRole('form', { name: 'Add species' });
  await form.getByRole('button', { name: 'Add species to the draft' }).click();
  await expect(form.getByText('A species needs a name')).toBeVisible();
  await expect(form.getByText('Enter the rate per m³ in rands, more than zero')).toBeVisible();

  await form.getByLabel('Name').fill('Tambotie');
  await expect(form.getByText('Id: tambotie')).toBeVisible();
  await form.getByLabel('Description').fill('Dark, dense and fragrant; a bushveld hardwood for heirloom tops.');
  await form.getByLabel('New species face rate per m³').fill('290000');
  await form.getByLabel('New species face density').fill('1000');
  await expect(form.getByText('Tier from these rates: heritage')).toBeVisible();
  await form.getByRole('button', { name: 'Add species to the draft' }).click();

  await expect(page.getByLabel('Tambotie face rate per m³')).toHaveValue('290000.00');
  const preview = page.getByRole('region', { name: 'Preview: your changes' });
  await expect(preview.getByText(/Tambotie: name/)).toBeVisible();
  const version = Number((await page.getByRole('button', { name: /^Save as version \d+$/ }).textContent())?.replace(/\D+/g, ''));
  await page
    .getByRole('region', { name: 'Unsaved changes' })
    .getByRole('button', { name: `Save as version ${version}` })
    .click();
  await expect(page.getByText(`Version ${version}, saved`)).toBeVisible();

  const shop = await context.newPage();
  await openConfigurator(shop);
  await expect(woodButton(shop, 'Tambotie')).toBeVisible();
  expect(await loadedSource(woodButton(shop, 'Tambotie').locator('img'))).toBe('/assets/woods/tambotie_face_thumb.jpg');

  // Retired again, so other specs on this server see the shipped woods only.
  await page
    .getByRole('row', { name: /Tambotie/ })
    .getByLabel('retired')
    .check();
  await page.getByRole('button', { name: `Save as version ${version + 1}` }).click();
  await expect(page.getByText(`Version ${version + 1}, saved`)).toBeVisible();
});
