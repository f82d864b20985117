import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatRand } from '#core/money';
import { formatPercent } from '#core/percent';
import { marginPercentage, markupBasisPoints, priceForClient } from '#core/pricing/client-price';
import { priceQuote } from '#core/pricing/price-quote';
import { defaultBook, makeSurface } from '#core/pricing/test-factories';
import { renderScreen } from '#client/shared/testing/render-screen';
import PartnerClientPriceSection from './partner-client-price-section';

const book = defaultBook();
// A partner's trade price: the list price less their 15 % discount.
const trade = priceQuote(
  { surfaces: [makeSurface()], delivery: 'collect', insurance: false, discountPercentage: 15 },
  book,
);
const atMarkup = (percentage: number) =>
  priceForClient(
    trade,
    { mode: 'markup', markupBasisPoints: markupBasisPoints(percentage) },
    { insured: false, insuranceBasisPoints: book.insuranceBasisPoints, vatPercent: book.vatPercent },
  );

describe('the partner’s client price on the quote summary (PARTNER-21 to PARTNER-24)', () => {
  it('starts at the partner’s default, refuses a markup of three decimals, and shows client, trade and margin for a good one', async () => {
    localStorage.clear();
    const onClientTotal = vi.fn();
    const rendered = renderScreen(
      <PartnerClientPriceSection
        partnerId={7}
        trade={trade}
        insured={false}
        book={book}
        onClientTotal={onClientTotal}
      />,
      {
        answers: { 'GET /api/professional/client-price': { data: { mode: 'list' } } },
      },
    );
    const section = within(await screen.findByTestId('partner-client-price'));
    await waitFor(() =>
      expect(
        section.getByRole<HTMLInputElement>('radio', { name: /^List price(?! plus)/ }).getAttribute('aria-checked'),
      ).toBe('true'),
    );
    expect(section.getByTestId('trade-price-total').textContent).toBe(formatRand(trade.totalCents));

    await rendered.user.click(section.getByRole('radio', { name: /plus a markup/ }));
    await rendered.fill(section.getByLabelText('Markup (%)'), '12.345');
    expect(section.getByText('Enter a markup from 0 to 100 with at most two decimals.')).toBeTruthy();
    expect(section.getByTestId('client-price-total').textContent).toBe('—');

    await rendered.fill(section.getByLabelText('Markup (%)'), '17.5');
    const client = atMarkup(17.5);
    const margin = client.totalCents - trade.totalCents;
    await waitFor(() =>
      expect(section.getByTestId('client-price-total').textContent).toBe(formatRand(client.totalCents)),
    );
    expect(section.getByTestId('trade-price-total').textContent).toBe(formatRand(trade.totalCents));
    expect(section.getByTestId('client-price-margin').textContent).toBe(
      `${formatRand(margin)} (${formatPercent(marginPercentage(margin, client.totalCents))})`,
    );
    expect(onClientTotal).toHaveBeenLastCalledWith(client.totalCents);
  });
});
