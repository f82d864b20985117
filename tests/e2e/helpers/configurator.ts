import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { formatRand } from '#core/money';
import { decodeSurfaceLink } from '#core/surface/surface-link';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';

/** Acting on the configurator as a customer does: by the labels and names on screen. */

export async function openConfigurator(page: Page, path = '/configurator'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
  // The live price needs the price book (before a wood is chosen the summary asks for one
  // instead of showing a price); species cards need the species list.
  await expect(
    page.getByTestId('line-total').or(page.getByText('Choose a wood species to see your price.')),
  ).toBeVisible();
  await expect(woodButton(page, 'Pine')).toBeVisible();
  // All of the above is in the pre-rendered page (ADR 016); the share link is rendered only
  // once React has hydrated it, so a test clicks what a settled page answers.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeAttached();
}

/** A species card's button, whose name is its visible text: 'Kiaat from R 7,220.00/m² …'. */
export function woodButton(scope: Page | FrameLocator | Locator, species: string): Locator {
  return scope.getByRole('button', {
    name: new RegExp(`(^|\\s)${escapeRegExp(species)} from .*choose grain orientation`),
  });
}

export function radioGroup(page: Page, name: string | RegExp): Locator {
  return page.getByRole('radiogroup', { name });
}

/** Picks a card in a radio group by the start of its label ('L-Shape', '44 mm', 'Matte'). */
export async function choose(page: Page, group: string | RegExp, label: string): Promise<void> {
  const radio = radioGroup(page, group).getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

export async function chooseSurfaceType(page: Page, label: string): Promise<void> {
  await choose(page, 'Surface Type', label);
}

/** Opens a wood's grain dialog and selects a grain with its button. */
export async function pickWood(page: Page, species: string, grain: 'Face' | 'Edge' | 'End'): Promise<void> {
  await woodButton(page, species).click();
  const dialog = page.getByRole('dialog', { name: `${species} Wood` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Select ${grain} Grain` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${species}, ${grain.toLowerCase()} grain`)).toBeVisible();
}

export async function fillNumber(page: Page, label: string, value: number | string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(String(value));
  await expect(input).toHaveValue(String(value));
}

/** The configuration the app holds, read back through its own share link. */
export async function configurationOnScreen(page: Page): Promise<SurfaceConfiguration> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel(/Copy this link|Copied to your clipboard/).inputValue();
  const param = new URL(link).searchParams.get('c');
  const decoded = decodeSurfaceLink(param);
  if (!decoded.ok) throw new Error(`The share link did not decode: ${decoded.message}`);
  return decoded.surface;
}

interface QuoteResponse {
  success: boolean;
  data: { lines: { lineTotalCents: number; unitPriceCents: number }[] };
}

/** The server's price for one surface, the figure the customer's quote will carry. */
export async function serverLineTotal(request: APIRequestContext, surface: SurfaceConfiguration): Promise<string> {
  const response = await request.post('/api/pricing/quote', {
    data: { surfaces: [surface], delivery: 'collect', insurance: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as QuoteResponse;
  const line = body.data.lines[0];
  if (!line) throw new Error('The quote had no line');
  return formatRand(line.lineTotalCents);
}

/**
 * The line total on screen equals the server's price for the configuration on screen, and
 * that configuration is the one the test meant to build.
 */
export async function expectPriceMatchesServer(
  page: Page,
  request: APIRequestContext,
  expected: Partial<SurfaceConfiguration>,
): Promise<SurfaceConfiguration> {
  const surface = await configurationOnScreen(page);
  expect(surface).toMatchObject(expected);
  await expect(page.getByTestId('line-total')).toHaveText(await serverLineTotal(request, surface));
  return surface;
}

export async function expectDrawingShows(page: Page, ...labels: string[]): Promise<void> {
  const drawing = page.getByRole('complementary', { name: 'Your surface' }).getByTestId('surface-drawing');
  for (const label of labels) await expect(drawing.getByText(label, { exact: true }).first()).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** 'Add & Get My Quote', and the Quote Summary it leads to. */
export async function addToQuote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
}

const CONTACT = { name: 'Thandi Nkosi', email: 'thandi@example.com', phone: '082 555 0101' };

/** The contact form filled in and the terms accepted, not yet saved. */
export async function fillContactDetails(page: Page, values = CONTACT): Promise<void> {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Phone').fill(values.phone);
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
}

/** The contact form filled in, the terms accepted and saved: the quote panel shows. */
export async function saveContactDetails(page: Page, values = CONTACT): Promise<void> {
  await fillContactDetails(page, values);
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeVisible();
}
