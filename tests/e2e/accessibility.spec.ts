import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import { choose, fillNumber, openConfigurator, pickWood, woodButton } from './helpers/configurator';

// The app's CSP allows only its own scripts; axe is injected by the test, not shipped.
test.use({ bypassCSP: true });

/** The customer's screens in each of their states: axe finds nothing in any of them, on a phone and a desktop. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the configurator and its grain dialog have no axe violations, ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openConfigurator(page);
    expect(await axeViolations(page), 'the configurator').toEqual([]);

    await woodButton(page, 'Kiaat').click();
    const dialog = page.getByRole('dialog', { name: 'Kiaat Wood' });
    await expect(dialog.getByRole('button', { name: 'Select Edge Grain' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Species Overview' }).click();
    expect(await axeViolations(page), 'the grain dialog').toEqual([]);
  });

  test(`an L-shaped countertop with an invalid length, the same just fixed, and the quote summary have no axe violations, ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    await choose(page, 'Layout', 'L-Shape');
    await choose(page, 'Waterfall Edge', 'Double');
    await choose(page, 'Backsplash Height', '150 mm');
    for (const cutout of ['Single Sink', 'Tap Hole'])
      await page.getByRole('checkbox', { name: new RegExp(`^${cutout}`) }).check();
    await choose(page, 'Edge Sanding & Profiling', 'Chamfer');
    const add = page.getByRole('button', { name: 'Add & Get My Quote' });
    await fillNumber(page, 'Length', 9000);
    await expect(page.getByText('Your price appears once the highlighted fields are fixed.')).toBeVisible();
    await expect(add).toBeDisabled();
    // At 1280 px only, as before: on a 390 px phone an animation of this state never reports finished,
    // so the wait for transitions to end (helpers/transitions.ts) never returns.
    if (viewport.width === 1280)
      expect(await axeViolations(page), 'an L-shaped countertop with an invalid length').toEqual([]);

    await page.getByLabel('Length', { exact: true }).fill('3000');
    // The button is enabled at once but its colours ease over from the disabled ones: held at
    // the start of that transition, its label must still read (the disabled colours once
    // measured 4.31:1; a customer sees them on every disabled button too).
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
    });
    expect(await axeViolations(page), "'Add & Get My Quote' as it turns from its disabled colours").toEqual([]);
    await expect(add).toBeEnabled();

    await add.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
    expect(await axeViolations(page), 'the quote summary').toEqual([]);
  });
}
