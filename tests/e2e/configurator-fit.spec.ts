import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { choose, openConfigurator, pickWood } from './helpers/configurator';
import { transitionsEnded } from './helpers/transitions';

/**
 * What only a real layout engine can show: the configurator fits the sizes customers use, its
 * main actions are on screen and uncovered, its focus ring can be seen, and its drawings' labels
 * can be read. One table, one row per size; what each screen does is in its component tests.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The element is on screen and nothing covers its middle, so a click lands on it. */
async function expectReachable(page: Page, target: Locator, what: string): Promise<void> {
  const shown = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return (
      rect.top >= 0 &&
      rect.bottom <= window.innerHeight &&
      rect.right <= window.innerWidth &&
      hit !== null &&
      element.contains(hit)
    );
  });
  expect(shown, `${what} is on screen and uncovered`).toBe(true);
}

const scrollTo = (page: Page, fraction: number) =>
  page.evaluate(
    (part) => window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * part)),
    fraction,
  );

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.client);
}

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string): number => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The keyboard focus ring on a dark button in a white card: 3:1 against the card, and its band 3:1 against the button
 * and the ring.
 */
async function expectFocusRingSeen(page: Page, button: Locator): Promise<void> {
  await transitionsEnded(page);
  const look = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    let card: Element | null = element.parentElement;
    while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement;
    const cardColour = card ? getComputedStyle(card).backgroundColor : 'rgb(255, 255, 255)';
    return {
      ring: style.outlineColor,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      band: style.boxShadow,
      fill: style.backgroundColor,
      card: cardColour,
    };
  });
  expect(look.width).toBeGreaterThanOrEqual(2);
  expect(contrast(look.ring, look.card), 'ring against the card').toBeGreaterThanOrEqual(3);
  const band = /rgb\([^)]*\)/.exec(look.band)?.[0] ?? look.ring;
  expect(
    Number(/(\d+)px\s*$/.exec(look.band)?.[1] ?? 0),
    'the band fills the gap between ring and button',
  ).toBeGreaterThanOrEqual(look.offset);
  expect(contrast(band, look.fill), 'band against the button').toBeGreaterThanOrEqual(3);
  expect(contrast(band, look.ring), 'band against the ring').toBeGreaterThanOrEqual(3);
}

const ROWS: { name: string; viewport: { width: number; height: number }; check: (page: Page) => Promise<void> }[] = [
  {
    name: "desktop: with a long price breakdown, 'Add & Get My Quote' is on screen at every scroll, and the summary column has no scroll box of its own",
    viewport: DESKTOP,
    check: async (page) => {
      await choose(page, 'Layout', 'L-Shape');
      await choose(page, 'Waterfall Edge', 'Double');
      for (const cutout of ['Single Sink', 'Prep Bowl', 'Tap Hole'])
        await page.getByRole('checkbox', { name: new RegExp(`^${cutout}`) }).check();
      const summary = page.getByRole('complementary', { name: 'Your surface' });
      await expect(summary.getByText('Cutout: Tap Hole')).toBeVisible();
      for (const fraction of [0, 0.5, 1]) {
        await scrollTo(page, fraction);
        await expectReachable(
          page,
          page.getByRole('button', { name: 'Add & Get My Quote' }),
          `Add at ${fraction * 100}% of the page`,
        );
      }
      const scrollBoxes = await summary.evaluate(
        (aside) =>
          [aside, ...aside.querySelectorAll('*')].filter(
            (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowY) && e.scrollHeight > e.clientHeight + 1,
          ).length,
      );
      expect(scrollBoxes).toBe(0);
    },
  },
  {
    name: 'phone: the price bar is opaque (OPS-09), the focus ring can be seen, two woods compared fit the screen, and the footer link is uncovered at the bottom',
    viewport: PHONE,
    check: async (page) => {
      const bar = page.getByTestId('mobile-price-bar');
      // rgb(…) is opaque; rgba(…, 0.95) let the page show through.
      expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
      await page.getByRole('button', { name: 'Copy link' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Add & Get My Quote' })).toBeFocused();
      await expectFocusRingSeen(page, page.getByRole('button', { name: 'Add & Get My Quote' }));
      for (const wood of ['Pine', 'Walnut'])
        await page.getByRole('button', { name: `Compare ${wood}`, exact: true }).click();
      await expect(page.getByRole('region', { name: 'Compare woods' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectReachable(page, page.getByRole('link', { name: 'Review & add' }), 'Review & add');
      // Steps below the first screen take their real height only as they come near.
      await expect(async () => {
        await scrollTo(page, 1);
        await expectReachable(page, page.getByRole('link', { name: 'Trade partners: apply' }), 'the footer link');
      }).toPass();
    },
  },
];

for (const row of ROWS) {
  test.describe(`${row.viewport.width}×${row.viewport.height}`, () => {
    test.use({ viewport: row.viewport });
    test(row.name, async ({ page }) => {
      await openConfigurator(page);
      await pickWood(page, 'Kiaat', 'Edge');
      await row.check(page);
    });
  });
}

/**
 * Every label in the drawings in `scope`: the smallest in screen pixels, and any lying over a piece or another label.
 */
function readLabels(scope: Locator): Promise<{ smallestPx: number; overlaps: string[]; count: number }> {
  return scope.getByTestId('surface-drawing').evaluateAll((drawings) => {
    const result = { smallestPx: Number.POSITIVE_INFINITY, overlaps: [] as string[], count: 0 };
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const svg of drawings.filter((drawing) => drawing.getBoundingClientRect().width > 0)) {
      for (const text of svg.querySelectorAll('text')) {
        const ctm = text.getScreenCTM();
        result.smallestPx = Math.min(
          result.smallestPx,
          parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm?.a ?? 0, ctm?.b ?? 0),
        );
      }
      const labels = [...svg.querySelectorAll('[data-dimension] text')].map((text) => ({
        name: text.textContent ?? '',
        box: text.getBoundingClientRect(),
      }));
      const pieces = [...svg.querySelectorAll('rect[data-section], ellipse')].map((piece) => ({
        name: `section ${piece.getAttribute('data-section') ?? 0}`,
        box: piece.getBoundingClientRect(),
      }));
      result.count += labels.length;
      labels.forEach((label, i) => {
        for (const other of [...pieces, ...labels.slice(i + 1)])
          if (meets(label.box, other.box)) result.overlaps.push(`${label.name} on ${other.name}`);
      });
    }
    return result;
  });
}

/**
 * Stored L, U and G kitchens, as the quote page draws them (the same drawing as the configurator's and the summary's).
 */
const KITCHENS = [
  { countertopLayout: 'l_shape', length1Mm: 1800, width1Mm: 600 },
  { countertopLayout: 'u_shape', length1Mm: 1800, width1Mm: 600, length2Mm: 1800, width2Mm: 600 },
  {
    countertopLayout: 'g_shape',
    length1Mm: 1800,
    width1Mm: 600,
    length2Mm: 1800,
    width2Mm: 600,
    length3Mm: 1200,
    width3Mm: 600,
  },
].map((layout) => ({
  surfaceType: 'countertop',
  woodSpecies: 'kiaat_edge',
  grainStyle: 'edge',
  lengthMm: 3000,
  widthMm: 600,
  thicknessMm: 32,
  ...layout,
}));

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test('the drawings of L, U and G kitchens have labels of 11 px or more, clear of every piece and label', async ({
      page,
      request,
    }) => {
      const response = await request.post('/api/quotes', { data: makeQuoteRequest({ surfaces: KITCHENS }) });
      expect(response.status(), await response.text()).toBe(201);
      await page.goto(`/quote/${((await response.json()) as { data: { token: string } }).data.token}`);
      const lines = page.getByTestId('quote-line');
      await expect(lines).toHaveCount(3);
      for (const [index, pieces] of [2, 3, 4].entries()) {
        const line = lines.nth(index);
        await expect(line.getByTestId('surface-drawing').locator('rect[data-section]')).toHaveCount(pieces);
        await line.scrollIntoViewIfNeeded();
        // The drawing lays its labels out again once it has measured itself on screen: read until two readings agree.
        let previous = '';
        await expect
          .poll(async () => previous === (previous = JSON.stringify(await readLabels(line))), { intervals: [100] })
          .toBe(true);
        const labels = JSON.parse(previous) as Awaited<ReturnType<typeof readLabels>>;
        expect(labels.count).toBeGreaterThanOrEqual(4);
        expect(labels.smallestPx).toBeGreaterThanOrEqual(11);
        expect(labels.overlaps).toEqual([]);
      }
    });
  });
}
