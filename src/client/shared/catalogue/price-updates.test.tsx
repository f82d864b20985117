import { PRICE_NOTICE_SLOTS } from './price-notice-slots';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import { encodeSurfaceLink } from '#core/surface/surface-link';
import { makeStaff, signInStaff } from '#tests/integration/helpers/accounts';
import { renderConfiguratorReady, withConfiguratorServer } from '#client/shared/testing/render-configurator';

/**
 * ADR 020: an open page learns of a new price book (here, when the customer comes back to it,
 * and when a save is refused as stale), says what changed, and saves only what the customer has
 * seen. The owner changes the prices through the real server, on a session the page never holds.
 */
const server = withConfiguratorServer();
const kiaatCountertop = grainSampleSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat', grainStyle: 'face' });

/** The owner saves the kiaat face rate × 1.1 as a new price-book version. */
async function raiseKiaat(): Promise<void> {
  const cookie = await signInStaff(
    server.app,
    await makeStaff(server.database.db, { role: 'owner', email: `owner.${Date.now()}@grainline.example` }),
  );
  const current = (await server.app.inject({ url: '/api/admin/price-book', headers: { cookie } })).json<{
    data: PriceBookVersionView;
  }>();
  const { book, version, species } = current.data;
  const grain = book.species.kiaat_face;
  if (!grain) throw new Error('No kiaat face grain');
  const raised = {
    ...book,
    species: { ...book.species, kiaat_face: { ...grain, rateCentsPerM3: Math.round(grain.rateCentsPerM3 * 1.1) } },
  };
  const saved = await server.app.inject({
    method: 'POST',
    url: '/api/admin/price-book',
    headers: { cookie },
    payload: { version, reason: 'a price rise', species, book: raised },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const openKiaat = () => renderConfiguratorReady({ path: `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}` });
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** The customer comes back to the page (the watch loads after hydration: until it has heard them). */
const comeBack = () =>
  waitFor(() => {
    fireEvent.focus(window);
    expect(screen.getByTestId('price-update-notice')).toBeTruthy();
  });

describe('price updates while the page is open', () => {
  it('coming back to the page after a price change shows the new price and what it was', async () => {
    const { user } = await openKiaat();
    const was = await server.lineTotal(kiaatCountertop);
    await waitFor(() => expect(text('line-total')).toBe(was));
    await raiseKiaat();
    const now = await server.lineTotal(kiaatCountertop);
    expect(now).not.toBe(was);
    await comeBack();
    await waitFor(() =>
      expect(text('price-update-notice')).toBe(`Prices were updated; this surface is now ${now} (was ${was}).OK`),
    );
    expect(text('line-total')).toBe(now);
    // Where the customer looks on a wide screen: the column's sticky foot, by Add & Get My Quote,
    // which stays in view when the Pricing Summary has scrolled away; never the page's top.
    expect(
      document.getElementById(PRICE_NOTICE_SLOTS.actions)?.contains(screen.getByTestId('price-update-notice')),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('price-update-notice')).toBeNull();
  });

  it('on a phone the notice is in the sticky price bar, beside the price the customer watches', async () => {
    const screenSize = (
      window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
    ).happyDOM;
    screenSize.setViewport({ width: 390, height: 844 });
    try {
      await openKiaat();
      const was = await server.lineTotal(kiaatCountertop);
      await waitFor(() => expect(text('line-total')).toBe(was));
      await raiseKiaat();
      await comeBack();
      expect(screen.getByTestId('mobile-price-bar').contains(screen.getByTestId('price-update-notice'))).toBe(true);
    } finally {
      screenSize.setViewport({ width: 1024, height: 768 });
    }
  });

  it('a save priced with old prices is refused, shows the new total, and the next save stores it; a saved quote then keeps its price (QUOTE-11)', async () => {
    const { user } = await openKiaat();
    await user.click(screen.getByRole('button', { name: 'Add & Get My Quote' }));
    await screen.findByRole('heading', { name: 'Get Your Detailed Quote' });
    const was = text('summary-total');
    await raiseKiaat();
    await user.type(screen.getByLabelText('Full name'), 'Thandi Nkosi');
    await user.type(screen.getByLabelText('Email'), 'thandi@example.co.za');
    await user.type(screen.getByLabelText('Phone'), '082 555 0142');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Save & Get My Quote' }));
    const notice = await screen.findByTestId('price-update-notice');
    const now = text('summary-total');
    expect(now).not.toBe(was);
    expect(notice.textContent).toBe(`Prices were updated; your quote is now ${now} (was ${was}).OK`);
    expect(screen.queryByRole('heading', { name: 'Your Quote' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save & Get My Quote' }));
    await screen.findByRole('heading', { name: 'Your Quote' });
    expect(text('quote-total')).toBe(now);

    // A later price change: the issued quote keeps its number and price (QUOTE-11), and the notice says so beside
    // today's.
    const quoteNumber = text('quote-number') ?? '';
    await raiseKiaat();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await comeBack();
    await waitFor(() => expect(text('summary-total')).not.toBe(now));
    const today = text('summary-total') ?? '';
    expect(text('price-update-notice')).toMatch(
      new RegExp(
        `^Prices were updated\\. Your saved quote ${quoteNumber} keeps its price, ${now?.replace('.', '\\.')}, until \\d{4}/\\d{2}/\\d{2}; at today’s prices it would be ${today.replace('.', '\\.')}\\.OK$`,
      ),
    );
    expect(text('quote-number')).toBe(quoteNumber);
    expect(text('quote-total')).toBe(now);
  });
});
