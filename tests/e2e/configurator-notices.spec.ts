import { expect, test } from './fixtures';
import {
  choose,
  chooseSurfaceType,
  configurationOnScreen,
  expectPriceMatchesServer,
  fillNumber,
  openConfigurator,
  pickWood,
  radioGroup,
} from './helpers/configurator';

/** What the product changes for the customer is said, and the thickness follows CONF-20. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe('phone, 390×844', () => {
  test.use({ viewport: PHONE });

  test('switching to a shelf says end grain and the thickness were changed, on screen where the customer clicked', async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'End');
    await choose(page, 'Thickness', '60 mm');
    await chooseSurfaceType(page, 'Floating Shelf');
    const notice = page.getByTestId('change-notice');
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText('End grain is not made for floating shelves, so your wood is now face grain.');
    await expect(notice).toContainText('Floating shelves are always 44 mm thick, so the thickness is now 44 mm.');
    await expect(page.getByText('Kiaat, face grain')).toBeVisible();
    expect(await configurationOnScreen(page)).toMatchObject({ woodSpecies: 'kiaat_face', thicknessMm: 44 });

    // The next change the customer makes themselves replaces it.
    await choose(page, 'Surface Finish', 'Gloss');
    await expect(notice).toHaveCount(0);
  });

  test('an island says its backsplash went; an oval says it was lengthened', async ({ page }) => {
    await openConfigurator(page);
    await choose(page, 'Backsplash Height', '150 mm');
    await choose(page, 'Layout', 'Island');
    await expect(page.getByTestId('change-notice')).toContainText('An island stands free of the wall and has no backsplash, so yours was removed.');

    await chooseSurfaceType(page, 'Table Top');
    await choose(page, 'Table Shape', 'Oval');
    await expect(page.getByTestId('change-notice')).toContainText('An oval is longer than it is wide, so the length is now 1800 mm.');
  });
});

test.describe('desktop, 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test('an out-of-range custom thickness is ignored with a word, and a blank one is the 32 mm preset (CONF-20)', async ({ page, request }) => {
    await openConfigurator(page);
    await pickWood(page, 'White Oak', 'Face');
    await choose(page, 'Thickness', 'Custom');
    await fillNumber(page, 'Custom thickness', 40);
    await expectPriceMatchesServer(page, request, { thicknessMm: 40 });

    const field = page.getByLabel('Custom thickness', { exact: true });
    await fillNumber(page, 'Custom thickness', 200);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('line-total')).toBeVisible();
    await expect(page.getByText('We make whole millimetres from 15 to 150 mm, so we are still pricing 40 mm.')).toBeVisible();
    await expectPriceMatchesServer(page, request, { thicknessMm: 40 });
    await expect(field).toHaveValue('40');

    await field.fill('');
    await field.blur();
    await expect(radioGroup(page, 'Thickness').getByRole('radio', { name: /^32 mm/ })).toHaveAttribute('aria-checked', 'true');
    await expect(field).toHaveCount(0);
    await expectPriceMatchesServer(page, request, { thicknessMm: 32 });
  });
});
