import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
  chooseSurfaceType,
  configurationOnScreen,
  expectDrawingShows,
  expectPriceMatchesServer,
  fillNumber,
  openConfigurator,
  pickWood,
  radioGroup,
  serverLineTotal,
  woodButton,
} from './helpers/configurator';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import type { CountertopLayout } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';

interface CountertopCase {
  layout: string;
  id: CountertopLayout;
  wood: [string, 'Face' | 'Edge' | 'End'];
  sections: [1 | 2 | 3, number, number][];
  extra: (page: Page) => Promise<void>;
  expected: Partial<SurfaceConfiguration>;
}

/** Each countertop layout, configured as a customer would, priced on screen and by the server. */
const COUNTERTOP_CASES: CountertopCase[] = [
  {
    layout: 'Single Wall',
    id: 'single_wall',
    wood: ['Pine', 'Face'],
    sections: [],
    extra: async (page: Page) => {
      await choose(page, 'Backsplash Height', '150 mm');
      await page.getByRole('checkbox', { name: /^Single Sink/ }).check();
      await page.getByRole('checkbox', { name: /^Tap Hole/ }).check();
    },
    expected: { hasBacksplash: true, backsplashHeightMm: 150, cutouts: ['single_sink', 'tap_hole'] },
  },
  {
    layout: 'L-Shape',
    id: 'l_shape',
    wood: ['Kiaat', 'Edge'],
    sections: [[1, 1800, 600]],
    extra: async (page: Page) => {
      await choose(page, 'L Orientation', 'Right');
      await page.getByRole('checkbox', { name: /^Double Sink/ }).check();
    },
    expected: { lShapeOrientation: 'right_l', cornerJoin: 'butt_joint', length1Mm: 1800, width1Mm: 600, cutouts: ['double_sink'] },
  },
  {
    layout: 'Galley',
    id: 'galley',
    wood: ['Beech', 'End'],
    sections: [[1, 2000, 620]],
    extra: async (page: Page) => {
      await choose(page, 'Backsplash Height', '100 mm');
    },
    expected: { length1Mm: 2000, width1Mm: 620, hasBacksplash: true, backsplashHeightMm: 100 },
  },
  {
    layout: 'Island',
    id: 'island',
    wood: ['Walnut', 'Face'],
    sections: [],
    extra: async (page: Page) => {
      await expect(page.getByRole('heading', { name: 'Backsplash Height' })).toHaveCount(0);
      await choose(page, 'Waterfall Edge', 'Double');
      await fillNumber(page, 'Cabinetry height', 870);
    },
    expected: { waterfallEdge: 'double', cabinetryHeightMm: 870, hasBacksplash: false },
  },
  {
    layout: 'U-Shape',
    id: 'u_shape',
    wood: ['Maple', 'Face'],
    sections: [
      [1, 1500, 600],
      [2, 1400, 600],
    ],
    extra: async (page: Page) => {
      await choose(page, 'Thickness', 'Custom');
      await fillNumber(page, 'Custom thickness', 40);
    },
    expected: { cornerJoin: 'butt_joint', thicknessMm: 40, length2Mm: 1400 },
  },
  {
    layout: 'G-Shape',
    id: 'g_shape',
    wood: ['Cherry', 'Edge'],
    sections: [
      [1, 1500, 600],
      [2, 1500, 600],
      [3, 900, 500],
    ],
    extra: async (page: Page) => {
      await choose(page, 'Waterfall Edge', 'Single');
      await choose(page, /Section 3: profiled sides Short sides/, 'None');
    },
    expected: { waterfallEdge: 'single', cabinetryHeightMm: 900, widthEdges3: 0, length3Mm: 900, width3Mm: 500 },
  },
];

for (const c of COUNTERTOP_CASES) {
  test(`a ${c.layout} countertop is priced on screen exactly as the server prices it`, async ({ page, request }) => {
    await openConfigurator(page);
    await pickWood(page, c.wood[0], c.wood[1]);
    await choose(page, 'Layout', c.layout);
    await fillNumber(page, 'Length', 2400);
    await fillNumber(page, 'Width', 650);
    for (const [section, length, width] of c.sections) {
      await fillNumber(page, `Section ${section} length`, length);
      await fillNumber(page, `Section ${section} width`, width);
    }
    await choose(page, 'Thickness', '44 mm');
    await choose(page, 'Edge Sanding & Profiling', 'Chamfer');
    await choose(page, /^(Profiled sides|Main run: profiled sides) Long sides/, 'One');
    await choose(page, 'Surface Finish', 'Satin');
    await c.extra(page);

    await expectPriceMatchesServer(page, request, {
      surfaceType: 'countertop',
      countertopLayout: c.id,
      woodSpecies: `${c.wood[0].toLowerCase()}_${c.wood[1].toLowerCase()}`,
      lengthMm: 2400,
      widthMm: 650,
      edgeProfile: 'chamfer',
      lengthEdges: 1,
      finish: 'satin',
      ...(c.id === 'u_shape' ? {} : { thicknessMm: 44 }),
      ...c.expected,
    });
    await expectDrawingShows(page, '2400 mm', '650 mm');
    await expect(page.getByRole('button', { name: 'Add & Get My Quote' })).toBeEnabled();
  });
}

test('the Pricing Summary lists every priced component, the free edge profiling in green as included at no charge, and the lines add up to the cent', async ({
  page,
  request,
}) => {
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Face');
  await fillNumber(page, 'Length', 2400);
  await fillNumber(page, 'Width', 650);
  await choose(page, 'Waterfall Edge', 'Single');
  await choose(page, 'Backsplash Height', '150 mm');
  await page.getByRole('checkbox', { name: /^Single Sink/ }).check();
  await choose(page, 'Edge Sanding & Profiling', 'Chamfer');
  await choose(page, 'Surface Finish', 'Satin');

  const summary = page.getByRole('region', { name: 'Pricing Summary' });
  await expect(summary.getByRole('term')).toHaveText([
    'Wood',
    'Backsplash (150 mm)',
    'Waterfall edge (1 panel)',
    'Satin finish',
    'Cutout: Single Sink',
    /^Chamfer edge profiling included \(worth R \d[\d,]*\.\d{2}\)$/,
    'Unit price',
    'Quantity',
  ]);
  const row = (name: string) => summary.getByRole('term').filter({ hasText: name }).locator('..');
  const saving = row('Chamfer edge profiling included');
  // PRICE-09: never '-R …' among the charges, which the unit price does not take off.
  await expect(saving.getByRole('definition')).toHaveText('No Charge');
  const cents = (text: string) => Number(text.replace(/[R,.\s]/g, ''));
  let sum = 0;
  for (const charged of ['Wood', 'Backsplash (150 mm)', 'Waterfall edge (1 panel)', 'Satin finish', 'Cutout: Single Sink']) {
    const amount = row(charged).getByRole('definition');
    await expect(amount).toHaveText(/^R \d[\d,]*\.\d{2}$/);
    sum += cents(await amount.innerText());
  }
  // The amounts shown add up to the unit price, and it times the quantity to the line total, to the cent.
  expect(sum).toBe(cents(await row('Unit price').getByRole('definition').innerText()));
  expect(sum).toBe(cents(await page.getByTestId('line-total').innerText()));

  // The saving is in the sage green of the palette; a charged row is not.
  const color = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
  const sage = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-sage-700)';
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  });
  expect(sage).toBe('rgb(47, 99, 56)');
  expect(await color(saving)).toBe(sage);
  expect(await color(saving.getByRole('definition'))).toBe(sage);
  expect(await color(row('Wood'))).not.toBe(sage);

  await expectPriceMatchesServer(page, request, {
    surfaceType: 'countertop',
    countertopLayout: 'single_wall',
    woodSpecies: 'kiaat_face',
    waterfallEdge: 'single',
    hasBacksplash: true,
    backsplashHeightMm: 150,
    cutouts: ['single_sink'],
    edgeProfile: 'chamfer',
    finish: 'satin',
  });
});

test('a round table top is sized by its diameter and priced like the server', async ({ page, request }) => {
  await openConfigurator(page);
  await chooseSurfaceType(page, 'Table Top');
  await expect(page.getByRole('heading', { name: 'Table Options' })).toBeVisible();
  await pickWood(page, 'Ash', 'Face');
  await choose(page, 'Table Shape', 'Round');
  await fillNumber(page, 'Diameter', 1100);
  await choose(page, 'Thickness', '60 mm');
  await choose(page, 'Surface Finish', 'Gloss');
  await expect(page.getByRole('heading', { name: 'Cutouts' })).toHaveCount(0);
  await expect(page.getByLabel('Quantity')).toHaveCount(0);
  await expectPriceMatchesServer(page, request, {
    surfaceType: 'table_top',
    tableShape: 'round',
    lengthMm: 1100,
    widthMm: 1100,
    diameter: 1100,
    thicknessMm: 60,
    finish: 'gloss',
    woodSpecies: 'ash_face',
  });
  await expectDrawingShows(page, '1100 mm');
});

test('a desk top with a cable hole on the right', async ({ page, request }) => {
  await openConfigurator(page);
  await chooseSurfaceType(page, 'Desk Top');
  await expect(page.getByRole('heading', { name: 'Desktop Options' })).toBeVisible();
  await pickWood(page, 'White Oak', 'Edge');
  await choose(page, 'Cable Hole', 'Add a cable hole');
  await choose(page, 'Cable Hole Position', 'Right');
  await fillNumber(page, 'Length', 1600);
  await fillNumber(page, 'Width', 800);
  await choose(page, 'Edge Sanding & Profiling', 'Square');
  await expect(page.getByRole('complementary', { name: 'Your surface' }).getByText('Cable hole', { exact: true })).toBeVisible();
  await expectPriceMatchesServer(page, request, {
    surfaceType: 'desk_top',
    hasCableHole: true,
    cableHolePosition: 'right',
    lengthMm: 1600,
    widthMm: 800,
    edgeProfile: 'square',
    woodSpecies: 'white_oak_edge',
  });
  await expectDrawingShows(page, '1600 mm', '800 mm');
});

test('floating shelves: fixed 44 mm, no end grain, quantity and brackets in the price', async ({ page, request }) => {
  await openConfigurator(page);
  await chooseSurfaceType(page, 'Floating Shelf');
  await expect(page.getByRole('heading', { name: 'Floating Shelf Options' })).toBeVisible();
  await expect(page.getByText('floating shelves and stair treads are always made 44 mm thick', { exact: false })).toBeVisible();

  await woodButton(page, 'Pine').click();
  const dialog = page.getByRole('dialog', { name: 'Pine Wood' });
  await expect(dialog.getByRole('button', { name: 'Select Face Grain' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Select End Grain' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Select Edge Grain' }).click();

  await fillNumber(page, 'Length', 1200);
  await fillNumber(page, 'Quantity', 3);
  await expect(page.getByRole('complementary', { name: 'Your surface' }).getByText(/^Brackets \(4 ×/)).toBeVisible();
  await choose(page, 'Surface Finish', 'Raw Only Sanded');
  const surface = await expectPriceMatchesServer(page, request, {
    surfaceType: 'floating_shelf',
    thicknessMm: 44,
    quantity: 3,
    bracketOption: 'with_brackets',
    finish: 'natural',
    lengthMm: 1200,
    widthMm: 250,
    woodSpecies: 'pine_edge',
  });
  await expect(page.getByRole('region', { name: 'Pricing Summary' }).getByText('× 3')).toBeVisible();
  expect(surface.quantity).toBe(3);
  await expectDrawingShows(page, '1200 mm', '250 mm');
});

test('stair treads: a dozen, face grain, fixed thickness', async ({ page, request }) => {
  await openConfigurator(page);
  await chooseSurfaceType(page, 'Stair Tread');
  await expect(page.getByRole('heading', { name: 'Stair Tread Options' })).toBeVisible();
  await pickWood(page, 'Saligna', 'Face');
  await fillNumber(page, 'Quantity', 12);
  await fillNumber(page, 'Width', 280);
  await expectPriceMatchesServer(page, request, {
    surfaceType: 'stair_tread',
    quantity: 12,
    thicknessMm: 44,
    lengthMm: 900,
    widthMm: 280,
    woodSpecies: 'saligna_face',
  });
  await expectDrawingShows(page, '900 mm', '280 mm');
});

test('an out-of-range value shows its message and is never priced', async ({ page }) => {
  await openConfigurator(page);
  await pickWood(page, 'Maple', 'Face');
  await fillNumber(page, 'Length', 6000);
  const length = page.getByLabel('Length', { exact: true });
  await expect(length).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#lengthMm-message')).toHaveText(/Length must be between 100 and 5000 mm/);
  await expect(page.getByText('Your price appears once the highlighted fields are fixed.')).toBeVisible();
  await expect(page.getByTestId('line-total')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add & Get My Quote' })).toBeDisabled();

  await choose(page, 'Thickness', 'Custom');
  await fillNumber(page, 'Custom thickness', 200);
  // CONF-20: an out-of-range custom thickness is ignored, and the field says so.
  await expect(page.locator('#thicknessMm-message')).toHaveText('We make whole millimetres from 15 to 150 mm, so we are still pricing 32 mm.');
  await expect(page.getByLabel('Custom thickness', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

  await fillNumber(page, 'Length', 3000);
  await fillNumber(page, 'Custom thickness', 50);
  await expect(page.getByTestId('line-total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add & Get My Quote' })).toBeEnabled();
});

test('Add & Get My Quote waits for a wood, then saves the surface and survives a reload', async ({ page, request }) => {
  await openConfigurator(page);
  const add = page.getByRole('button', { name: 'Add & Get My Quote' });
  await expect(add).toBeDisabled();
  await expect(page.getByText('Choose a wood species and its grain to continue.')).toBeVisible();

  await pickWood(page, 'Yellow Wood', 'Edge');
  await fillNumber(page, 'Length', 1800);
  const surface = await configurationOnScreen(page);
  const lineTotal = await serverLineTotal(request, surface);
  await expect(page.getByTestId('line-total')).toHaveText(lineTotal);
  await add.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  await expect(page.getByTestId('saved-line-total')).toHaveText(lineTotal);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
  // The active configuration went back to the defaults, with no wood chosen yet.
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue('1200');
  await expect(add).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
  // With surfaces in the quote, Back on step 1 returns to it.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByTestId('saved-line-total')).toHaveText(lineTotal);
  const stored = await page.evaluate(() => window.localStorage.getItem('grainline.savedSurfaces'));
  expect(stored).toContain('yellow_wood_edge');
});

test('the step indicator lets the customer go to step 2 only once there', async ({ page }) => {
  await openConfigurator(page);
  await expect(page.locator('[data-tip="Go to step 2"]')).toHaveCount(0);
  await pickWood(page, 'Pine', 'Face');
  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(page.locator('[data-tip="Go to step 2"]')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByText('Quote Summary', { exact: true }) })).toHaveAttribute('aria-current', 'step');
});

test('a share link restores the configuration; a broken one says so and starts fresh', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConfigurator(page);
  await chooseSurfaceType(page, 'Desk Top');
  // A link opens with its wood chosen, so there is none to copy before the customer picks one.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeDisabled();
  await pickWood(page, 'Wenge', 'Face');
  await fillNumber(page, 'Length', 1750);
  await choose(page, 'Surface Finish', 'Matte');
  await choose(page, 'Cable Hole', 'Add a cable hole');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Copied to your clipboard:').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(link).toMatch(/\/configurator\?c=[A-Za-z0-9_-]+$/);
  const priceBefore = await page.getByTestId('line-total').textContent();

  const second = await context.newPage();
  await second.goto(link);
  await expect(second.getByTestId('line-total')).toHaveText(priceBefore ?? '');
  await expect(second.getByLabel('Length', { exact: true })).toHaveValue('1750');
  await expect(radioGroup(second, 'Surface Type').getByRole('radio', { name: 'Desk Top' })).toHaveAttribute('aria-checked', 'true');
  await expect(second.getByText('Wenge, face grain')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Add & Get My Quote' })).toBeEnabled();
  await expectPriceMatchesServer(second, request, { surfaceType: 'desk_top', lengthMm: 1750, hasCableHole: true, woodSpecies: 'wenge_face' });
  await second.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  // The link has done its job: the address holds only the step.
  await expect(second).toHaveURL(/\/configurator\?step=2$/);

  await second.goto('/configurator?c=not-a-configuration');
  await expect(second.getByRole('alert').filter({ hasText: 'This link does not hold a valid configuration.' })).toBeVisible();
  await expect(second.getByLabel('Length', { exact: true })).toHaveValue('1200');
});

test('the grain dialog: sample price, delivery, gallery, guide, profile and double click', async ({ page, request }) => {
  await openConfigurator(page);
  await woodButton(page, 'Kiaat').click();
  const dialog = page.getByRole('dialog', { name: 'Kiaat Wood' });
  await expect(dialog.getByText('Choose your preferred grain orientation for this wood species.')).toBeVisible();

  const sample = grainSampleSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat', grainStyle: 'face' });
  const price = await serverLineTotal(request, sample);
  const face = dialog.getByTestId('grain-card-face');
  await expect(face.getByText(`1200 × 600 × 32 mm: ${price}`)).toBeVisible();
  await expect(face.getByText(/^\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Grain Orientation Guide' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Technical Specifications' }).click();
  await expect(dialog.getByText('Janka', { exact: false }).first()).toBeVisible();

  // The gallery: four thumbnails, the last with '+2'; the viewer wraps around.
  await face.getByRole('button', { name: /view all 6 photos/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos of Kiaat face grain' });
  await expect(viewer.getByText('4 / 6')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByText('1 / 6')).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous' }).click();
  await expect(viewer.getByText('6 / 6')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(face.getByRole('button', { name: /view all 6 photos/ })).toBeFocused();

  // One click highlights; two within 300 ms select and close.
  const edge = dialog.getByTestId('grain-card-edge');
  await edge.getByRole('heading', { name: 'Edge Grain' }).click();
  await expect(edge).toHaveAttribute('data-highlighted', 'true');
  await expect(dialog).toBeVisible();
  // A click on another card starts a new pair, so the next two clicks on Edge Grain are the pair
  // however soon they follow the first one (CONF-26).
  await face.getByRole('heading', { name: 'Face Grain' }).click();
  await expect(face).toHaveAttribute('data-highlighted', 'true');
  await expect(edge).not.toHaveAttribute('data-highlighted', 'true');
  await edge.getByRole('heading', { name: 'Edge Grain' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Kiaat, edge grain')).toBeVisible();

  // Escape closes without choosing.
  await woodButton(page, 'Ash').click();
  await expect(page.getByRole('dialog', { name: 'Ash Wood' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Ash Wood' })).toBeHidden();
  await expect(page.getByText('Kiaat, edge grain')).toBeVisible();
});

test('the grain dialog keeps the keyboard inside while open and gives focus back to the wood it was opened from', async ({ page }) => {
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

test('the wood picker groups the species under Essential, Signature and Heritage, each with its tagline', async ({ page }) => {
  await openConfigurator(page);
  const woods = page.getByRole('region', { name: 'Wood Species' });
  await expect(woods.getByRole('heading', { level: 3 })).toHaveText(['Essential', 'Signature', 'Heritage']);
  const tiers: [string, string, string][] = [
    ['Essential', 'Honest, hard-wearing woods for everyday surfaces', 'Pine'],
    ['Signature', 'Rich colour and figure that become the centre of a room', 'Kiaat'],
    ['Heritage', 'Rare and indigenous timbers, made to be handed down', 'Yellow Wood'],
  ];
  for (const [name, tagline, example] of tiers) {
    const group = woods.getByRole('group', { name });
    await expect(group.getByText(tagline, { exact: true })).toBeVisible();
    await expect(woodButton(group, example)).toBeVisible();
    for (const [other, , otherExample] of tiers) {
      if (other !== name) await expect(woodButton(group, otherExample)).toHaveCount(0);
    }
  }
});

/** Scrolls the page to its very bottom, so the sections near the top are out of view. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('picking a countertop wood scrolls to Layout, and picking a layout scrolls to Dimensions', async ({ page }) => {
  await openConfigurator(page);
  const layout = page.getByRole('heading', { name: 'Layout', exact: true });
  const dimensions = page.getByRole('heading', { name: 'Dimensions', exact: true });

  await woodButton(page, 'Beech').click();
  const dialog = page.getByRole('dialog', { name: 'Beech Wood' });
  await expect(dialog).toBeVisible();
  await scrollToBottom(page);
  await expect(layout).not.toBeInViewport();
  await dialog.getByRole('button', { name: 'Select Edge Grain' }).click();
  await expect(dialog).toBeHidden();
  await expect(layout).toBeInViewport();
  await expect(layout).toBeFocused();

  // The L-Shape card at the foot of the window, with Dimensions below it, out of view.
  const lShape = radioGroup(page, 'Layout').getByRole('radio', { name: /^L-Shape/ });
  await lShape.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect(dimensions).not.toBeInViewport();
  await lShape.click();
  await expect(lShape).toHaveAttribute('aria-checked', 'true');
  await expect(dimensions).toBeInViewport();
  await expect(dimensions).toBeFocused();
});

for (const surfaceType of ['Table Top', 'Desk Top', 'Floating Shelf', 'Stair Tread']) {
  test(`picking a ${surfaceType.toLowerCase()} wood scrolls to Dimensions`, async ({ page }) => {
    await openConfigurator(page);
    await chooseSurfaceType(page, surfaceType);
    const dimensions = page.getByRole('heading', { name: 'Dimensions', exact: true });
    await woodButton(page, 'Ash').click();
    const dialog = page.getByRole('dialog', { name: 'Ash Wood' });
    await expect(dialog).toBeVisible();
    await scrollToBottom(page);
    await expect(dimensions).not.toBeInViewport();
    await dialog.getByRole('button', { name: 'Select Face Grain' }).click();
    await expect(dialog).toBeHidden();
    await expect(dimensions).toBeInViewport();
    await expect(dimensions).toBeFocused();
  });
}

test('the grain dialog says it is loading while its grain list is on the way', async ({ page }) => {
  // The grain list is held until the loading text has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/pricing/wood-species', async (route) => {
    await released;
    await route.continue();
  });
  await openConfigurator(page);
  await woodButton(page, 'Pine').click();
  const dialog = page.getByRole('dialog', { name: 'Pine Wood' });
  await expect(dialog.getByRole('status')).toHaveText('Loading grain options for Pine...');
  await expect(dialog.getByRole('button', { name: /^Select .* Grain$/ })).toHaveCount(0);

  release();
  await expect(dialog.getByRole('button', { name: 'Select Face Grain' })).toBeVisible();
  await expect(dialog.getByText('Loading grain options for Pine...')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Select Edge Grain' }).click();
  await expect(page.getByText('Pine, edge grain')).toBeVisible();
});

test('the grain dialog says so when a species has no grain records', async ({ page }) => {
  // The grain list as the server sends it, less Pine's records.
  await page.route('**/api/pricing/wood-species', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: boolean; data: { speciesId: string }[] };
    expect(body.data.some((record) => record.speciesId === 'pine')).toBe(true);
    await route.fulfill({ response, json: { ...body, data: body.data.filter((record) => record.speciesId !== 'pine') } });
  });
  await openConfigurator(page);
  await woodButton(page, 'Pine').click();
  const dialog = page.getByRole('dialog', { name: 'Pine Wood' });
  await expect(dialog.getByText('No grain orientations available for this wood species.', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Select .* Grain$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Other woods keep their grains.
  await pickWood(page, 'Kiaat', 'Face');
});

test('up to three woods can be compared', async ({ page }) => {
  await openConfigurator(page);
  for (const wood of ['Pine', 'Oak', 'Walnut']) {
    const name = wood === 'Oak' ? 'Compare Red Oak' : `Compare ${wood}`;
    await page.getByRole('button', { name }).click();
  }
  const comparison = page.getByRole('region', { name: 'Compare woods' });
  await expect(comparison.getByText('3 of 3 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare Maple' })).toBeDisabled();
  await comparison.getByRole('button', { name: 'Remove Pine from comparison' }).click();
  await expect(comparison.getByText('2 of 3 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare Maple' })).toBeEnabled();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a customer configures a countertop without sideways scrolling', async ({ page, request }) => {
    await openConfigurator(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await pickWood(page, 'Red Oak', 'Face');
    await choose(page, 'Layout', 'L-Shape');
    await fillNumber(page, 'Section 1 length', 1200);
    await fillNumber(page, 'Section 1 width', 600);
    await page.getByRole('checkbox', { name: /^Single Sink/ }).check();
    await expectPriceMatchesServer(page, request, { countertopLayout: 'l_shape', woodSpecies: 'red_oak_face', cutouts: ['single_sink'] });
    await expect(page.getByText('Your price incl. VAT')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  });
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
  return bodies.flatMap((body) => (JSON.parse(body) as { interactions?: { type: string; value?: number }[] }).interactions ?? []);
}

test('lead capture and visitor tracking follow the customer without getting in the way', async ({ page }) => {
  // Record each beacon, then send it on as usual.
  await page.addInitScript(() => {
    const record = window as unknown as BeaconWindow;
    record.beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      record.beacons.push({ url: String(url), data: data instanceof Blob ? data : typeof data === 'string' ? data : '' });
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
  await expect.poll(async () => (await trackedEvents(page)).filter((event) => event.type === 'scroll_depth').map((event) => event.value)).toEqual([25, 50, 75]);

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

test('a group of cards is one tab stop that the arrow keys, Home, End and Space choose in, as a WAI-ARIA radio group', async ({ page }) => {
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
