import type { Page } from '@playwright/test';
import { encodeSurfaceLink } from '#core/surface/surface-link';
import { makeSurface } from '#core/pricing/test-factories';
import { expect, test } from './fixtures';
import { PHONE_AND_DESKTOP, WITH_SOFTWARE_WEBGL } from './helpers/webgl';
import { axeViolations } from './helpers/axe';
import { choose, openConfigurator, pickWood, radioGroup } from './helpers/configurator';

/**
 * What the customer sees is where they look: no price before a wood is chosen, each layout
 * profiled only where it is exposed, and a 3D view that fills a phone's width, centred, its
 * labels whole. The 3D view needs WebGL: SwiftShader, as in model3d.spec.ts.
 */
test.use(WITH_SOFTWARE_WEBGL);

const L_KIAAT = makeSurface({
  countertopLayout: 'l_shape',
  woodSpecies: 'kiaat_edge',
  lengthMm: 3000,
  length1Mm: 1800,
  width1Mm: 600,
});

/** The price on screen: the sticky bar on a phone, the Pricing Summary on a desktop. */
const watchedPrice = (page: Page, phone: boolean) =>
  phone ? page.getByTestId('mobile-price-bar') : page.getByRole('region', { name: 'Pricing Summary' });

/** The chosen number of profiled long sides and ends in one run's edge group. */
async function expectSides(page: Page, group: string, long: 'None' | 'One' | 'Both', ends: 'None' | 'One' | 'Both') {
  for (const [sides, count] of [
    ['Long sides (length)', long],
    ['Short sides (width)', ends],
  ] as const) {
    await expect(
      radioGroup(page, `${group} ${sides}`).getByRole('radio', { name: count, exact: true }),
    ).toHaveAttribute('aria-checked', 'true');
  }
}

for (const [size, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('no price before a wood; each layout profiles its exposed sides only', async ({ page }) => {
      await openConfigurator(page);
      const price = watchedPrice(page, size === 'phone');
      await expect(price).toContainText(/Choose a wood/);
      await expect(price).not.toContainText(/R\s?\d/);
      await pickWood(page, 'Kiaat', 'Edge');
      await expect(price).toContainText(/R\s?[\d,]+\.\d\d/);

      // A new countertop is a single wall: its back is square, its front and both ends profiled.
      await expectSides(page, 'Profiled sides', 'One', 'Both');
      await choose(page, 'Layout', 'L-Shape');
      // Main run: front and free end; the return: front and free end. Back, wall end and joint stay square.
      for (const run of ['Main run', 'Section 1']) await expectSides(page, `${run}: profiled sides`, 'One', 'One');
      await choose(page, 'Layout', 'U-Shape');
      // The main run stands between the legs' walls; each leg keeps its joint square.
      await expectSides(page, 'Main run: profiled sides', 'One', 'None');
      for (const run of ['Section 1', 'Section 2']) await expectSides(page, `${run}: profiled sides`, 'One', 'One');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the 3D view fills the width it has, centred, every label whole', async ({ page }) => {
      await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(L_KIAAT)}`);
      await page.getByTestId('view-in-3d').first().click();
      const stage = page.getByTestId('model3d-stage');
      await expect(stage).toHaveAttribute('data-state', /drawn|textured/);
      const dialog = await page.getByTestId('model3d-dialog').boundingBox();
      if (size === 'phone') expect(dialog).toMatchObject({ x: 0, width: viewport.width });
      else expect(Math.abs((dialog?.x ?? 0) + (dialog?.width ?? 0) / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      const box = await stage.boundingBox();
      const labels = await page
        .getByTestId('model3d-labels')
        .locator('span')
        .evaluateAll((spans) =>
          spans.map((span) => {
            const { left, right } = span.getBoundingClientRect();
            return { left, right };
          }),
        );
      expect(labels).toHaveLength(4);
      const [left, right] = [Math.min(...labels.map((l) => l.left)), Math.max(...labels.map((l) => l.right))];
      const stageLeft = box?.x ?? 0;
      const stageRight = stageLeft + (box?.width ?? 0);
      // Whole, and the drawing spread over the width rather than bunched on one side.
      expect(left).toBeGreaterThanOrEqual(stageLeft);
      expect(right).toBeLessThanOrEqual(stageRight);
      expect(Math.abs((left + right) / 2 - (stageLeft + stageRight) / 2)).toBeLessThan((box?.width ?? 0) * 0.2);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
