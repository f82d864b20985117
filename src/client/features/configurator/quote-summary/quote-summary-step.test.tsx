import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatRand } from '#core/money';
import { makeSurface } from '#core/pricing/test-factories';
import { LEAD_MESSAGES } from '#core/quotes/lead-info-schema';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { renderConfigurator, withConfiguratorServer } from '#client/shared/testing/render-configurator';

/**
 * The Quote Summary (QUOTE-01 to QUOTE-10), step 2 of the configurator, on the real screens
 * with the real server's answers: priced as the server prices, saved as the server saves.
 */
const server = withConfiguratorServer();
// A 1 × 1 pixel PNG.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const countertop = (): SurfaceConfiguration => ({
  ...makeSurface({ woodSpecies: 'kiaat_edge', lengthMm: 2400 }),
  id: 'countertop-1',
});
const shelf = (): SurfaceConfiguration => ({
  ...makeSurface({ surfaceType: 'floating_shelf', lengthMm: 750 }),
  id: 'shelf-1',
});

/** Step 2 opened with these surfaces already in the quote, as a reload of the summary opens it. */
async function openSummary(surfaces: SurfaceConfiguration[]): Promise<UserEvent> {
  window.localStorage.clear();
  window.localStorage.setItem('grainline.savedSurfaces', JSON.stringify(surfaces));
  const { user } = await renderConfigurator({ path: '/configurator?step=2', keepStorage: true });
  await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });
  await screen.findAllByTestId('saved-line-total');
  return user;
}

async function serverTotals(delivery: 'shipping' | 'collect', insurance: boolean) {
  const surfaces = JSON.parse(window.localStorage.getItem('grainline.savedSurfaces') ?? '[]') as SurfaceConfiguration[];
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/pricing/quote',
    payload: { surfaces, delivery, insurance },
  });
  return reply.json<{
    data: {
      shippingCents: number;
      insuranceCents: number;
      totalCents: number;
      vatCents: number;
      lines: { lineTotalCents: number }[];
    };
  }>().data;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toast = (title: string) => screen.findByText(title, { exact: true, selector: 'div, li, span, p, h2, h3' });

async function fillContactForm(user: UserEvent, values: { name: string; email: string; phone: string }): Promise<void> {
  for (const [label, value] of [
    ['Full name', values.name],
    ['Email', values.email],
    ['Phone', values.phone],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
}

async function submitDetails(user: UserEvent, email = `thandi.${Date.now()}@example.co.za`): Promise<void> {
  await fillContactForm(user, { name: 'Thandi Nkosi', email, phone: '082 555 0142' });
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Save & Get My Quote' }));
}

async function saveDetails(user: UserEvent, email?: string): Promise<void> {
  await submitDetails(user, email);
  await screen.findByTestId('quote-number');
}

describe('the Quote Summary', () => {
  it('prices quantities, delivery and insurance as the server prices them (QUOTE-01), with a shelf of 750 mm on three brackets (CONF-10)', async () => {
    const user = await openSummary([countertop(), shelf()]);
    const shelfCard = screen.getAllByTestId('saved-surface')[1];
    expect(within(shelfCard).getByText('750 × 250 × 44 mm')).toBeTruthy();
    expect(within(shelfCard).getByText('With brackets (3 per shelf)')).toBeTruthy();
    const increase = within(shelfCard).getByRole('button', { name: 'Increase quantity of Floating Shelf in Pine' });
    const decrease = within(shelfCard).getByRole<HTMLButtonElement>('button', {
      name: 'Decrease quantity of Floating Shelf in Pine',
    });
    expect(decrease.disabled).toBe(true);
    await user.click(increase);
    await user.click(increase);
    await user.click(decrease);
    expect(within(shelfCard).getByTestId('saved-quantity').textContent).toBe('2');
    await waitFor(async () =>
      expect(within(shelfCard).getByTestId('saved-line-total').textContent).toBe(
        formatRand((await serverTotals('collect', false)).lines[1]?.lineTotalCents ?? -1),
      ),
    );

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Delivery' })).getByRole('radio', {
        name: /^Collect at our Nelspruit workshop/,
      }),
    );
    expect(screen.queryByLabelText('Add shipping insurance')).toBeNull();
    expect(text('summary-shipping')).toBe('Free');
    const collected = await serverTotals('collect', false);
    await waitFor(() => expect(text('summary-total')).toBe(formatRand(collected.totalCents)));
    expect(text('summary-vat')).toBe(formatRand(collected.vatCents));

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Delivery' })).getByRole('radio', { name: /^Nationwide shipping/ }),
    );
    await user.click(screen.getByLabelText('Add shipping insurance'));
    const shipped = await serverTotals('shipping', true);
    expect(shipped.insuranceCents).toBeGreaterThan(0);
    await waitFor(() => expect(text('summary-total')).toBe(formatRand(shipped.totalCents)));
    expect(text('summary-shipping')).toBe(formatRand(shipped.shippingCents));
    expect(text('summary-insurance')).toBe(formatRand(shipped.insuranceCents));
  });

  it('shows QUOTE-05 messages under each field, then saves a quote the server priced the same (QUOTE-01) and follows a change at once', async () => {
    const user = await openSummary([countertop(), shelf()]);
    const save = screen.getByRole('button', { name: 'Save & Get My Quote' });
    await user.click(save);
    for (const [field, message] of [
      [screen.getByLabelText('Full name'), LEAD_MESSAGES.fullName],
      [screen.getByLabelText('Email'), LEAD_MESSAGES.email],
      [screen.getByLabelText('Phone'), LEAD_MESSAGES.phone],
      [screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }), LEAD_MESSAGES.agreeToTerms],
    ] as const) {
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      const description = field
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(description).toContain(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));

    const email = `thandi.${Date.now()}@example.co.za`;
    await saveDetails(user, email);
    await toast('Information Saved');
    const screenTotal = text('summary-total');
    expect(screenTotal).toBe(formatRand((await serverTotals('shipping', false)).totalCents));
    const quoteNumber = text('quote-number') ?? '';
    expect(quoteNumber).toMatch(/^Q-\d{8}-\d{4}$/);
    expect(text('quote-total')).toBe(screenTotal);
    const token = /^\/quote\/([A-Za-z0-9_-]{43})$/.exec(
      screen.getByRole('link', { name: 'View your quote online' }).getAttribute('href') ?? '',
    )?.[1];
    const stored = (await server.app.inject({ url: `/api/quotes/${token}` })).json<{
      data: { quoteNumber: string; totalCents: number; leadInfo: { email: string } };
    }>();
    expect(stored.data).toMatchObject({ quoteNumber, leadInfo: { email } });
    expect(formatRand(stored.data.totalCents)).toBe(screenTotal);

    // A changed quantity: the card follows at once, with no old number or link beside it.
    await user.click(
      within(screen.getAllByTestId('saved-surface')[0]).getByRole('button', { name: /^Increase quantity/ }),
    );
    await screen.findByText('Your quote has changed.', { exact: false });
    await waitFor(() => expect(text('quote-total')).not.toBe(screenTotal));
    expect(text('quote-total')).toBe(text('summary-total'));
    expect(text('quote-number')).toBe('New on download or e-mail');
    expect(screen.queryByRole('link', { name: 'View your quote online' })).toBeNull();
  });

  it('a failed save says so and keeps nothing', async () => {
    const user = await openSummary([countertop()]);
    server.intercept(/^\/api\/quotes$/, () => Promise.reject(new TypeError('Failed to fetch')), 3);
    await submitDetails(user);
    await toast('Failed to save your information. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Thandi Nkosi');
    expect(screen.queryByTestId('quote-number')).toBeNull();
    expect([
      window.localStorage.getItem('grainline.leadInfo'),
      window.localStorage.getItem('grainline.storedQuote'),
    ]).toEqual([null, null]);
    // The save is tried three times with one Idempotency-Key before it gives up.
    expect(server.calls.filter((call) => call.url === '/api/quotes')).toHaveLength(3);
  });

  it('a PDF download or an e-mail that fails shows its QUOTE-10 toast; a retry uses the same stored quote and request id', async () => {
    const user = await openSummary([countertop()]);
    await saveDetails(user);
    const createObjectURL = vi.fn(() => 'blob:quote');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // The saved file's link is clicked, and happy-dom would follow it away from the page.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.intercept(/\/pdf$/, () => new Response('{"success":false}', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await toast('Failed to generate PDF. Please try again.');
    expect(createObjectURL).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await toast('Your quote has been generated successfully.');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledTimes(1);
    const pdfCalls = server.calls.filter((call) => call.url.endsWith('/pdf')).map((call) => call.url);
    expect(new Set(pdfCalls).size).toBe(1);

    // The workshop is told of every quote when it is stored: the customer has no copy to ask for.
    expect(screen.queryByRole('checkbox', { name: 'Send a copy to the workshop' })).toBeNull();
    server.intercept(/^\/api\/email\/quote$/, () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Email Quote' }));
    await toast('Failed to send email. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Email Quote' }));
    await toast('Quote has been sent to your email address.');
    const emails = server.calls
      .filter((call) => call.url === '/api/email/quote')
      .map((call) => call.body as { requestId: string; sendBusinessCopy: boolean });
    expect(emails).toHaveLength(2);
    expect(emails[1]).toEqual(emails[0]);
    expect(emails[0]?.sendBusinessCopy).toBe(false);
  });

  it('a removed surface can be put back exactly where it was, with the keyboard on Undo and back on Remove', async () => {
    const desk = { ...makeSurface({ surfaceType: 'desk_top', woodSpecies: 'walnut_face' }), id: 'desk-1' };
    const user = await openSummary([countertop(), desk, shelf()]);
    const titles = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .filter((title) => /Countertop|Desk Top|Floating Shelf/.test(title ?? ''));
    const original = titles();
    const fullTotal = text('summary-total');
    await user.click(screen.getByRole('button', { name: 'Remove Desk Top in Walnut' }));
    const undo = await screen.findByRole('button', { name: 'Undo removing Desk Top in Walnut' });
    await waitFor(() => expect(document.activeElement).toBe(undo));
    expect(screen.getByText('Removed Desk Top in Walnut from your quote.', { exact: false })).toBeTruthy();
    await waitFor(() => expect(text('summary-total')).not.toBe(fullTotal));
    await user.click(undo);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Desk Top in Walnut' })),
    );
    expect(titles()).toEqual(original);
    await waitFor(() => expect(text('summary-total')).toBe(fullTotal));
    // The order is the quote's, not only the screen's.
    expect(
      (JSON.parse(window.localStorage.getItem('grainline.savedSurfaces') ?? '[]') as { id: string }[]).map(
        (surface) => surface.id,
      ),
    ).toEqual(['countertop-1', 'desk-1', 'shelf-1']);
  });

  // That reading them is not agreeing (a click on a button inside the checkbox's label) is the
  // browser's own rule, which happy-dom does not follow: the journey in tests/e2e/quote-email.spec.ts proves it.
  it('the terms the checkbox agrees to are one click away', async () => {
    const user = await openSummary([countertop()]);
    // The link-like button sits inside the checkbox's label, where its role is not exposed on its own.
    await user.click(screen.getByText('terms and conditions', { selector: 'button' }));
    const terms = within(await screen.findByRole('dialog', { name: 'Terms and conditions' }));
    for (const term of [
      'Payment is due within 7 days of acceptance.',
      'Quotes are valid for 30 days from the quote date.',
      'Lead time is 3–4 weeks from quote confirmation and payment.',
    ]) {
      expect(terms.getByText(term)).toBeTruthy();
    }
    await user.click(terms.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull());
  });

  it('a sketch uploads, names its file (QUOTE-07) and goes into the quote; wrong types, large files and a lost connection are told (QUOTE-10)', async () => {
    const user = await openSummary([countertop()]);
    const input = screen.getByLabelText<HTMLInputElement>('Upload a sketch');
    const file = (name: string, type: string, bytes: Uint8Array<ArrayBuffer>) => new File([bytes], name, { type });
    expect(screen.getByTestId('sketch-file-name').textContent).toBe('No file chosen');

    server.intercept(/^\/api\/files\/sketch$/, () => Promise.reject(new TypeError('Failed to fetch')));
    await user.upload(input, file('kitchen-plan.png', 'image/png', PNG_BYTES));
    await toast('Failed to upload sketch. Please try again.');
    expect(screen.queryByRole('list', { name: 'Uploaded sketches' })).toBeNull();
    await user.upload(input, file('kitchen-plan.png', 'image/png', PNG_BYTES));
    await toast('Your sketch has been uploaded successfully.');
    const list = within(screen.getByRole('list', { name: 'Uploaded sketches' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('sketch-file-name').textContent).toBe('Uploaded: kitchen-plan.png');

    // Refused before any upload: a type the workshop cannot open, a file over 10 MB.
    const uploads = () => server.calls.filter((call) => call.url === '/api/files/sketch').length;
    const before = uploads();
    // Past the file picker's own filter, as a drop or a picker that shows every file lets it through.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, file('notes.txt', 'text/plain', new TextEncoder().encode('measure twice')));
    await toast('Please upload JPG, PNG, WEBP, GIF, or PDF files only.');
    await user.upload(input, file('huge.png', 'image/png', new Uint8Array(11 * 1024 * 1024)));
    await toast('Please upload files smaller than 10MB.');
    expect(uploads()).toBe(before);

    await submitDetails(user);
    await screen.findByTestId('quote-number');
    const sent = server.calls.find((call) => call.url === '/api/quotes' && call.method === 'POST')?.body as {
      sketchIds?: string[];
    };
    expect(sent.sketchIds).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(list.getByText(`Sent with quote ${text('quote-number')}`, { exact: false })).toBeTruthy();
  });

  it('removing every surface leaves the empty state (QUOTE-02), with Undo, which leads back to the configurator', async () => {
    const user = await openSummary([countertop()]);
    await user.click(screen.getByRole('button', { name: /^Remove Countertop/ }));
    await screen.findByText('No surfaces configured', { exact: true });
    expect(screen.queryByRole('heading', { name: 'Get Your Detailed Quote' })).toBeNull();
    // Even the only surface can be put back.
    await user.click(screen.getByRole('button', { name: /^Undo removing/ }));
    await screen.findByTestId('saved-surface');
    expect(screen.queryByText('No surfaces configured')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Remove Countertop/ }));
    await screen.findByText('No surfaces configured', { exact: true });
    await user.click(screen.getByRole('button', { name: 'Back to Configuration' }));
    await screen.findByRole('heading', { level: 1, name: 'Configure Your Surface' });
  });
});
