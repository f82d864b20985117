import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import {
  choose,
  configurationOnScreen,
  fillNumber,
  pickWood,
  renderConfiguratorReady,
  withConfiguratorServer,
  woodName,
} from '#client/shared/testing/render-configurator';

/**
 * Step 1 of the configurator (CONF-03) as a customer uses it, on the real screens with the real
 * server's answers: every price on screen is the server's for the configuration on screen.
 */
const server = withConfiguratorServer();

const lineTotal = () => screen.getByTestId('line-total').textContent;
const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add & Get My Quote' });

/** The configuration on screen is the one meant, and the price on screen is the server's for it. */
async function expectPriceMatchesServer(
  user: UserEvent,
  expected: Partial<SurfaceConfiguration>,
): Promise<SurfaceConfiguration> {
  const surface = await configurationOnScreen(user);
  expect(surface).toMatchObject(expected);
  const price = await server.lineTotal(surface);
  await waitFor(() => expect(lineTotal()).toBe(price));
  return surface;
}

const drawingShows = (...labels: string[]) => {
  const drawing = within(screen.getByRole('complementary', { name: 'Your surface' })).getByTestId('surface-drawing');
  for (const label of labels) expect(within(drawing).getAllByText(label).length).toBeGreaterThan(0);
};

describe('the configurator, step 1', () => {
  const countertops: {
    layout: string;
    id: string;
    wood: [string, 'Face' | 'Edge' | 'End'];
    act: (user: UserEvent) => Promise<void>;
    expected: Partial<SurfaceConfiguration>;
  }[] = [
    {
      layout: 'Single Wall',
      id: 'single_wall',
      wood: ['Pine', 'Face'],
      act: async (user) => {
        await choose(user, 'Backsplash Height', '150 mm');
        await user.click(screen.getByRole('checkbox', { name: /^Single Sink/ }));
        await user.click(screen.getByRole('checkbox', { name: /^Tap Hole/ }));
      },
      expected: { hasBacksplash: true, backsplashHeightMm: 150, cutouts: ['single_sink', 'tap_hole'] },
    },
    {
      layout: 'L-Shape',
      id: 'l_shape',
      wood: ['Kiaat', 'Edge'],
      act: async (user) => {
        await fillNumber(user, 'Section 1 length', 1800);
        await choose(user, 'L Orientation', 'Right');
        await user.click(screen.getByRole('checkbox', { name: /^Double Sink/ }));
      },
      expected: {
        lShapeOrientation: 'right_l',
        cornerJoin: 'butt_joint',
        length1Mm: 1800,
        width1Mm: 600,
        cutouts: ['double_sink'],
      },
    },
    {
      layout: 'Island',
      id: 'island',
      wood: ['Walnut', 'Face'],
      act: async (user) => {
        expect(screen.queryByRole('heading', { name: 'Backsplash Height' })).toBeNull();
        await choose(user, 'Waterfall Edge', 'Double');
        await fillNumber(user, 'Cabinetry height', 870);
      },
      expected: { waterfallEdge: 'double', cabinetryHeightMm: 870, hasBacksplash: false },
    },
    {
      layout: 'G-Shape',
      id: 'g_shape',
      wood: ['Cherry', 'Edge'],
      act: async (user) => {
        await fillNumber(user, 'Section 3 length', 900);
        await choose(user, /Section 3: profiled sides Short sides/, 'None');
      },
      expected: { widthEdges3: 0, length3Mm: 900 },
    },
  ];
  for (const c of countertops) {
    it(`prices a ${c.layout} countertop on screen exactly as the server prices it`, async () => {
      const { user } = await renderConfiguratorReady();
      await pickWood(user, c.wood[0], c.wood[1]);
      await choose(user, 'Layout', c.layout);
      // Picking a layout calls nothing an error and keeps the price.
      expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
      await fillNumber(user, 'Length', 2400);
      await choose(user, 'Thickness', '44 mm');
      await choose(user, 'Edge Sanding & Profiling', 'Chamfer');
      await choose(user, 'Surface Finish', 'Satin');
      await c.act(user);
      await expectPriceMatchesServer(user, {
        surfaceType: 'countertop',
        countertopLayout: c.id,
        woodSpecies: `${c.wood[0].toLowerCase()}_${c.wood[1].toLowerCase()}`,
        lengthMm: 2400,
        thicknessMm: 44,
        edgeProfile: 'chamfer',
        finish: 'satin',
        ...c.expected,
      } as Partial<SurfaceConfiguration>);
      drawingShows('2400 mm');
      expect(addButton().disabled).toBe(false);
    });
  }

  it('prices a round table, a desk with a cable hole, shelves with brackets and stair treads as the server does', async () => {
    const { user } = await renderConfiguratorReady();
    await choose(user, 'Surface Type', 'Table Top');
    await pickWood(user, 'Ash', 'Face');
    await choose(user, 'Table Shape', 'Round');
    await fillNumber(user, 'Diameter', 1100);
    expect(screen.queryByRole('heading', { name: 'Cutouts' })).toBeNull();
    await expectPriceMatchesServer(user, {
      surfaceType: 'table_top',
      tableShape: 'round',
      diameter: 1100,
      lengthMm: 1100,
      woodSpecies: 'ash_face',
    });

    await choose(user, 'Surface Type', 'Desk Top');
    await choose(user, 'Cable Hole', 'Add a cable hole');
    await choose(user, 'Cable Hole Position', 'Right');
    await expectPriceMatchesServer(user, { surfaceType: 'desk_top', hasCableHole: true, cableHolePosition: 'right' });

    await choose(user, 'Surface Type', 'Floating Shelf');
    await screen.findByText('floating shelves and stair treads are always made 44 mm thick', { exact: false });
    await fillNumber(user, 'Length', 1200);
    await fillNumber(user, 'Quantity', 3);
    await screen.findByText(/^Brackets \(4 ×/);
    await expectPriceMatchesServer(user, {
      surfaceType: 'floating_shelf',
      thicknessMm: 44,
      quantity: 3,
      bracketOption: 'with_brackets',
    });

    await choose(user, 'Surface Type', 'Stair Tread');
    await fillNumber(user, 'Quantity', 12);
    await expectPriceMatchesServer(user, { surfaceType: 'stair_tread', quantity: 12, thicknessMm: 44 });
  });

  it('lists every priced component, the free edge profiling as included at no charge (PRICE-09), adding up to the cent', async () => {
    const { user } = await renderConfiguratorReady();
    await pickWood(user, 'Kiaat', 'Face');
    await choose(user, 'Waterfall Edge', 'Single');
    await choose(user, 'Backsplash Height', '150 mm');
    await choose(user, 'Edge Sanding & Profiling', 'Chamfer');
    const summary = screen.getByRole('region', { name: 'Pricing Summary' });
    const terms = within(summary).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Wood',
      'Backsplash (150 mm)',
      'Waterfall edge (1 panel)',
      'Matte finish',
      expect.stringMatching(/^Chamfer edge profiling included \(worth R \d[\d,]*\.\d{2}\)$/),
      'Unit price',
      'Quantity',
    ]);
    const amount = (name: string) =>
      terms.find((term) => term.textContent?.startsWith(name))?.parentElement?.querySelector('dd')?.textContent ?? '';
    // PRICE-09: never '-R …' among the charges, which the unit price does not take off.
    expect(amount('Chamfer edge profiling included')).toBe('No Charge');
    const cents = (text: string) => Number(text.replace(/[R,.\s]/g, ''));
    const sum = ['Wood', 'Backsplash', 'Waterfall', 'Matte finish'].reduce(
      (total, name) => total + cents(amount(name)),
      0,
    );
    expect(sum).toBe(cents(amount('Unit price')));
    expect(sum).toBe(cents(lineTotal() ?? ''));
  });

  it('shows an out-of-range value on its field and never prices it; an out-of-range custom thickness is ignored with a word (CONF-20)', async () => {
    const { user } = await renderConfiguratorReady();
    await pickWood(user, 'Maple', 'Face');
    await fillNumber(user, 'Length', 6000);
    expect(screen.getByLabelText('Length', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('lengthMm-message')?.textContent).toMatch(/Length must be between 100 and 5000 mm/);
    expect(screen.getByText('Your price appears once the highlighted fields are fixed.')).toBeTruthy();
    expect(screen.queryByTestId('line-total')).toBeNull();
    expect(addButton().disabled).toBe(true);

    await fillNumber(user, 'Length', 3000);
    await choose(user, 'Thickness', 'Custom');
    await fillNumber(user, 'Custom thickness', 40);
    await expectPriceMatchesServer(user, { thicknessMm: 40 });
    await fillNumber(user, 'Custom thickness', 200);
    // CONF-20: an out-of-range custom thickness is ignored, and the field says so.
    await screen.findByText('We make whole millimetres from 15 to 150 mm, so we are still pricing 40 mm.');
    expect(screen.getByLabelText('Custom thickness', { exact: true }).getAttribute('aria-invalid')).not.toBe('true');
    await expectPriceMatchesServer(user, { thicknessMm: 40 });
  });

  it("names a square top's one side in its error, and an oval refuses equal sides", async () => {
    const { user } = await renderConfiguratorReady();
    await choose(user, 'Surface Type', 'Table Top');
    await choose(user, 'Table Shape', 'Square');
    expect(screen.queryByLabelText('Width', { exact: true })).toBeNull();
    await fillNumber(user, 'Side length', 3000);
    const aside = within(screen.getByRole('complementary', { name: 'Your surface' }));
    await user.click(aside.getByRole('button', { name: 'Side length must be between 100 and 1500 mm' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Side length', { exact: true })));
    expect(aside.queryByText(/Width must be/)).toBeNull();

    await fillNumber(user, 'Side length', 900);
    await choose(user, 'Table Shape', 'Oval');
    // The shape's change is said: the oval was lengthened.
    expect(screen.getByTestId('change-notice').textContent).toContain(
      'An oval is longer than it is wide, so the length is now 1800 mm.',
    );
    await fillNumber(user, 'Length', 900);
    expect(screen.getAllByText('An oval top must be longer than it is wide').length).toBeGreaterThan(0);
  });

  it('says what a change of surface type changed: end grain and thickness for a shelf, the backsplash for an island', async () => {
    const { user } = await renderConfiguratorReady();
    await choose(user, 'Backsplash Height', '150 mm');
    await choose(user, 'Layout', 'Island');
    expect(screen.getByTestId('change-notice').textContent).toContain(
      'An island stands free of the wall and has no backsplash, so yours was removed.',
    );
    await pickWood(user, 'Kiaat', 'End');
    await choose(user, 'Thickness', '60 mm');
    await choose(user, 'Surface Type', 'Floating Shelf');
    const notice = screen.getByTestId('change-notice');
    expect(notice.textContent).toContain('End grain is not made for floating shelves, so your wood is now face grain.');
    expect(notice.textContent).toContain('Floating shelves are always 44 mm thick, so the thickness is now 44 mm.');
    expect(await configurationOnScreen(user)).toMatchObject({ woodSpecies: 'kiaat_face', thicknessMm: 44 });
    // The next change the customer makes themselves replaces it.
    await choose(user, 'Surface Finish', 'Gloss');
    expect(screen.queryByTestId('change-notice')).toBeNull();
  });

  it('waits for a wood before Add & Get My Quote, then adds the surface to the quote on step 2 (CONF-03, CONF-04)', async () => {
    const { user } = await renderConfiguratorReady();
    // CONF-04: with no quote to go back to, step 1 has no Back at all.
    expect(screen.queryByRole('button', { name: /^Back$/ })).toBeNull();
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText('Choose a wood species and its grain to continue.')).toBeTruthy();
    await pickWood(user, 'Yellow Wood', 'Edge');
    const price = await server.lineTotal(await configurationOnScreen(user));
    await user.click(addButton());
    const stepTwo = await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });
    // CONF-03: the keyboard and the screen reader start at the new step's heading.
    await waitFor(() => expect(document.activeElement).toBe(stepTwo));
    expect((await screen.findByTestId('saved-line-total')).textContent).toBe(price);
    expect(window.location.search).toBe('?step=2');
    expect(window.localStorage.getItem('grainline.savedSurfaces')).toContain('yellow_wood_edge');

    await user.click(screen.getAllByRole('button', { name: 'Back' })[0]);
    await screen.findByRole('heading', { level: 1, name: 'Configure Your Surface' });
    // A fresh surface, and now a Back to the quote.
    expect(screen.getByLabelText<HTMLInputElement>('Length', { exact: true }).value).toBe('1200');
    expect(screen.getByRole('button', { name: /^Back$/ })).toBeTruthy();
  });

  it('opens a share link with its configuration; a broken one says so and starts fresh', async () => {
    let { user } = await renderConfiguratorReady();
    await choose(user, 'Surface Type', 'Desk Top');
    // A link opens with its wood chosen, so there is none to copy before the customer picks one.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy link' }).disabled).toBe(true);
    await pickWood(user, 'Wenge', 'Face');
    await fillNumber(user, 'Length', 1750);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const link = (await screen.findByLabelText<HTMLInputElement>(/Copied to your clipboard|Copy this link/)).value;
    expect(link).toMatch(/\/configurator\?c=[A-Za-z0-9_-]+$/);
    const price = lineTotal();

    ({ user } = await renderConfiguratorReady({ path: new URL(link).pathname + new URL(link).search }));
    await waitFor(() => expect(lineTotal()).toBe(price));
    expect(screen.getByLabelText<HTMLInputElement>('Length', { exact: true }).value).toBe('1750');
    expect(screen.getByText('Wenge, face grain')).toBeTruthy();
    await user.click(addButton());
    await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });
    // The link has done its job: the address holds only the step.
    expect(window.location.search).toBe('?step=2');

    await renderConfiguratorReady({ path: '/configurator?c=not-a-configuration' });
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes('This link does not hold a valid configuration.')),
    ).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Length', { exact: true }).value).toBe('1200');
  });

  it('offers square, round and oval tops one edge all round, free either way (PRICE-09)', async () => {
    const { user } = await renderConfiguratorReady();
    await choose(user, 'Surface Type', 'Table Top');
    await pickWood(user, 'Walnut', 'Face');
    const edges = within(screen.getByRole('region', { name: /Edge Sanding & Profiling/ }));
    const expectOneEdgeControl = (allLabel: string) => {
      expect(screen.queryByText('Long sides (length)')).toBeNull();
      expect(screen.queryByText('Short sides (width)')).toBeNull();
      expect(edges.getByRole('radio', { name: allLabel }).getAttribute('aria-checked')).toBe('true');
    };
    expectOneEdgeControl('All four sides');
    await choose(user, 'Table Shape', 'Round');
    expectOneEdgeControl('All the way round');
    // Profiling is free (PRICE-09): the price is the server's with the edge or without.
    await choose(user, 'Profiled edge', 'None, sanded smooth');
    await expectPriceMatchesServer(user, { tableShape: 'round', lengthEdges: 0, widthEdges: 0 });
    await choose(user, 'Profiled edge', 'All the way round');
    await expectPriceMatchesServer(user, { tableShape: 'round', lengthEdges: 2, widthEdges: 2 });
    await choose(user, 'Table Shape', 'Rectangular');
    expect(screen.getByText('Long sides (length)')).toBeTruthy();
  });

  it('compares up to three woods, saying nothing against pine for food contact', async () => {
    const { user } = await renderConfiguratorReady();
    for (const name of ['Compare Pine', 'Compare Red Oak', 'Compare Walnut'])
      await user.click(screen.getByRole('button', { name }));
    const comparison = await screen.findByRole('region', { name: 'Compare woods' });
    expect(within(comparison).getByText('3 of 3 selected')).toBeTruthy();
    expect(comparison.textContent).toContain('Non-durable');
    expect(comparison.textContent).not.toMatch(/food-contact|food contact/i);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Compare Maple' }).disabled).toBe(true);
    await user.click(within(comparison).getByRole('button', { name: 'Remove Pine from comparison' }));
    expect(within(comparison).getByText('2 of 3 selected')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Compare Maple' }).disabled).toBe(false);
  });

  it('groups the woods under Essential, Signature and Heritage', async () => {
    await renderConfiguratorReady();
    const woods = screen.getByRole('region', { name: 'Wood Species' });
    expect(
      within(woods)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Essential', 'Signature', 'Heritage']);
    for (const [tier, tagline, example] of [
      ['Essential', 'Honest, hard-wearing woods for everyday surfaces', 'Pine'],
      ['Signature', 'Rich colour and figure that become the centre of a room', 'Kiaat'],
      ['Heritage', 'Rare and indigenous timbers, made to be handed down', 'Yellow Wood'],
    ] as const) {
      const group = within(within(woods).getByRole('group', { name: tier }));
      expect(group.getByText(tagline)).toBeTruthy();
      expect(group.getByRole('button', { name: woodName(example) })).toBeTruthy();
    }
  });

  it('draws a double sink as two bowls (CONF-37)', async () => {
    const { user } = await renderConfiguratorReady();
    await user.click(screen.getByRole('checkbox', { name: /^Double Sink/ }));
    const drawing = within(screen.getByRole('complementary', { name: 'Your surface' })).getByTestId('surface-drawing');
    await waitFor(() => expect(drawing.querySelectorAll('[data-cutout="double_sink"]')).toHaveLength(2));
  });
});
