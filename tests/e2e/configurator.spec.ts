import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
  chooseSurfaceType,
  fillNumber,
  openConfigurator,
  pickWood,
  radioGroup,
  woodButton,
} from './helpers/configurator';

/**
 * Step 1 where only a real browser can tell: focus and scrolling between sections, the keyboard
 * in the grain dialog and the radio groups, what the page sends as the customer works, and
 * printing. Prices, fields, notices and the grain dialog's contents are proved by the component
 * tests beside the screens (src/client/features/configurator/*.test.tsx).
 */

/** Scrolls the page to its very bottom, so the sections near the top are out of view. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

for (const [surfaceType, wood, grain, next] of [
  ['Countertop', 'Beech', 'Edge', 'Layout'],
  ['Desk Top', 'Ash', 'Face', 'Dimensions'],
] as const) {
  test(`picking a ${surfaceType.toLowerCase()} wood scrolls to ${next} and puts the keyboard there`, async ({
    page,
  }) => {
    await openConfigurator(page);
    await chooseSurfaceType(page, surfaceType);
    const heading = page.getByRole('heading', { name: next, exact: true });
    await woodButton(page, wood).click();
    const dialog = page.getByRole('dialog', { name: `${wood} Wood` });
    await expect(dialog).toBeVisible();
    await scrollToBottom(page);
    await expect(heading).not.toBeInViewport();
    await dialog.getByRole('button', { name: `Select ${grain} Grain` }).click();
    await expect(dialog).toBeHidden();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
  });
}

test('the grain dialog keeps the keyboard inside while open and gives focus back to the wood it was opened from', async ({
  page,
}) => {
  await openConfigurator(page);
  const kiaat = woodButton(page, 'Kiaat');
  await kiaat.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kiaat Wood' });
  await expect(dialog.getByRole('button', { name: 'Select Face Grain' })).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeFocused();
  const focusIsInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);

  // Shift+Tab from the first control goes to the last one in the dialog, and Tab back to the first.
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsInDialog()).toBe(true);
  await expect(close).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(kiaat).toBeFocused();

  // A click on the backdrop beside the dialog closes it too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await kiaat.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 400);
  await expect(dialog).toBeHidden();
});

test('a group of cards is one tab stop that the arrow keys, Home, End and Space choose in, as a WAI-ARIA radio group', async ({
  page,
}) => {
  await openConfigurator(page);
  const group = radioGroup(page, 'Layout');
  const cards = group.getByRole('radio');
  const last = (await cards.count()) - 1;
  expect(last).toBeGreaterThanOrEqual(2);
  const expectChosen = async (index: number) => {
    await expect(cards.nth(index)).toBeFocused();
    await expect(cards.nth(index)).toHaveAttribute('aria-checked', 'true');
    await expect(group.locator('[aria-checked="true"]')).toHaveCount(1);
    // One tab stop, on the chosen card.
    await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
    await expect(cards.nth(index)).toHaveAttribute('tabindex', '0');
  };

  await group.locator('[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  await expectChosen(0);
  await page.keyboard.press('ArrowRight');
  await expectChosen(1);
  await page.keyboard.press('ArrowDown');
  await expectChosen(2);
  await page.keyboard.press('ArrowLeft');
  await expectChosen(1);
  await page.keyboard.press('End');
  await expectChosen(last);
  await page.keyboard.press('ArrowRight');
  await expectChosen(0);
  await page.keyboard.press('ArrowUp');
  await expectChosen(last);

  // Space chooses the card in focus; Enter chooses nothing.
  await page.keyboard.press('Home');
  await cards.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(cards.nth(0)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Space');
  await expectChosen(2);
});

interface BeaconWindow {
  beacons: { url: string; data: Blob | string }[];
}

/** The tracking events the page has sent so far (beacon bodies are invisible to page.on('request')). */
async function trackedEvents(page: Page): Promise<{ type: string; value?: number }[]> {
  const bodies = await page.evaluate(async () =>
    Promise.all(
      (window as unknown as BeaconWindow).beacons
        .filter((beacon) => beacon.url.endsWith('/api/visitors/track'))
        .map(async (beacon) => (typeof beacon.data === 'string' ? beacon.data : beacon.data.text())),
    ),
  );
  return bodies.flatMap(
    (body) => (JSON.parse(body) as { interactions?: { type: string; value?: number }[] }).interactions ?? [],
  );
}

test('lead capture and visitor tracking follow the customer without getting in the way', async ({ page }) => {
  // Record each beacon, then send it on as usual.
  await page.addInitScript(() => {
    const record = window as unknown as BeaconWindow;
    record.beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      record.beacons.push({
        url: String(url),
        data: data instanceof Blob ? data : typeof data === 'string' ? data : '',
      });
      return send(url, data);
    };
  });
  const leads: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body && request.url().endsWith('/api/leads/capture')) leads.push(JSON.parse(body) as Record<string, unknown>);
  });
  const types = async () => (await trackedEvents(page)).map((event) => event.type);

  await openConfigurator(page);
  await expect.poll(types).toContain('page_view');
  expect(leads).toEqual([]);

  await pickWood(page, 'Kiaat', 'Face');
  await expect.poll(async () => (await types()).filter((type) => type === 'configurator_start').length).toBe(1);

  // A burst of typing makes one capture, after the customer pauses (800 ms).
  const length = page.getByLabel('Length', { exact: true });
  await length.fill('');
  await length.pressSequentially('2150', { delay: 60 });
  const captured = (mm: number) => leads.filter((lead) => (lead.dimensions as { length: number }).length === mm).length;
  await expect.poll(() => captured(2150), { timeout: 5_000 }).toBe(1);
  expect(leads.at(-1)).toMatchObject({
    surfaceType: 'countertop',
    woodSpecies: 'kiaat_face',
    dimensions: { length: 2150, width: 600, thickness: 32 },
    source: 'configurator_interaction',
    skipEmail: true,
    finish: 'matte',
  });
  // A second capture of the burst would have come before the capture of a later change.
  await length.fill('2160');
  await expect.poll(() => captured(2160), { timeout: 5_000 }).toBe(1);
  expect(captured(2150)).toBe(1);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () =>
      (await trackedEvents(page)).filter((event) => event.type === 'scroll_depth').map((event) => event.value),
    )
    .toEqual([25, 50, 75]);

  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect.poll(types).toContain('configurator_complete');
  expect((await types()).filter((type) => type === 'configurator_start')).toHaveLength(1);
});

test('printed, the page shows the configuration, its drawing and its price, not the form', async ({ page }) => {
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Edge');
  await choose(page, 'Layout', 'L-Shape');
  await fillNumber(page, 'Section 1 length', 1800);
  await fillNumber(page, 'Section 1 width', 600);
  const lineTotal = await page.getByTestId('line-total').innerText();

  await expect(page.getByTestId('print-summary')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  const summary = page.getByTestId('print-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Countertop · L-Shape' })).toBeVisible();
  await expect(summary.getByText('1800 × 600 mm')).toBeVisible();
  await expect(page.getByTestId('surface-drawing')).toBeVisible();
  await expect(page.getByTestId('line-total')).toHaveText(lineTotal);
  for (const hidden of [
    page.getByRole('heading', { name: 'Surface Type' }),
    page.getByRole('button', { name: 'Add & Get My Quote' }),
    page.getByRole('button', { name: 'Copy link' }),
    page.getByRole('navigation', { name: 'Progress' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
