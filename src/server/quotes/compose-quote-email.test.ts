import { describe, expect, it } from 'vitest';
import { formatRand } from '#core/money';
import { FIVE_SURFACES, makeBusinessDetails, makeQuoteView } from '../pdf/test-quote-view';
import { composeQuoteEmail } from './compose-quote-email';

const pdf = { bytes: Buffer.from('%PDF-1.7'), fileName: 'Grainline-Quote-Q-20261122-0007.pdf' };

function compose(businessCopy: boolean) {
  const quote = makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 4) });
  const message = composeQuoteEmail({
    quote,
    business: makeBusinessDetails(),
    pdf,
    to: 'someone@example.co.za',
    businessCopy,
  });
  return { quote, message };
}

describe('composeQuoteEmail', () => {
  it.each([false, true])('names each line by its surface type and wood (business copy: %s)', (businessCopy) => {
    const { quote, message } = compose(businessCopy);
    const [l1, l2, l3, l4] = quote.lines;
    const expected = [
      `1 × Countertop — Kiaat - Edge Grain: ${formatRand(l1?.price.lineTotalCents ?? 0)}`,
      `1 × Table Top — White Oak - Face Grain: ${formatRand(l2?.price.lineTotalCents ?? 0)}`,
      `1 × Desk Top — Walnut - Face Grain: ${formatRand(l3?.price.lineTotalCents ?? 0)}`,
      `3 × Floating Shelf — African Mahogany - Face Grain: ${formatRand(l4?.price.lineTotalCents ?? 0)}`,
    ];
    const text = message.text.split('\n');
    for (const line of expected) {
      expect(text).toContain(line);
      expect(message.html).toContain(`<li>${line}<br/>`);
    }
  });

  it('says the free edge profiling is included at no charge with its worth, as the PDF does, never as a deduction (PRICE-09)', () => {
    const { quote, message } = compose(false);
    const worth = quote.lines[0]?.price.components.find((component) => component.key === 'edge_profile')?.cents ?? 0;
    expect(worth).toBeGreaterThan(0);
    const included = `Pencil edge profiling included (worth ${formatRand(worth)}): No Charge`;
    expect(message.text.split('\n')).toContain(`  ${included}`);
    expect(message.html).toContain(`<span style="color:#2f6338">${included}</span>`);
    expect(message.text).not.toMatch(/-R \d/);
  });

  it('gives the workshop’s copy the customer’s phone number, and the customer’s own mail no phone line of theirs', () => {
    const copy = compose(true).message;
    expect(copy.subject).toMatch(/^\[Copy\] /);
    expect(copy.text).toContain(
      'Copy of quote Q-20261122-0007 sent to Thandi Nkosi <thandi.nkosi@example.co.za>, phone +27 82 555 0142.',
    );
    expect(copy.html).toContain('phone +27 82 555 0142');
    const customer = compose(false).message;
    expect(customer.text).toContain('Dear Thandi Nkosi,');
    expect(customer.text).not.toContain('+27 82 555 0142');
  });

  it('white-labels a partner’s quote: from the partner, the partner opens it and is named as the maker, the workshop nowhere (PARTNER-20)', () => {
    const business = makeBusinessDetails();
    const contact = { name: 'Sipho Dlamini', email: 'sipho@acme.example', phone: '082 444 1212' };
    const quote = makeQuoteView({
      partner: { businessName: 'Acme Kitchens (Pty) Ltd', contact },
      discountPercentage: 12,
    });
    const message = composeQuoteEmail({
      quote,
      business,
      pdf,
      to: 'client@example.co.za',
      businessCopy: false,
      greetingName: 'Nomsa Khumalo',
    });
    const lines = message.text.split('\n');
    expect(lines[0]).toBe('Acme Kitchens (Pty) Ltd: quote Q-20261122-0007');
    expect(message.text + message.html).not.toContain(business.name);
    expect(lines).toContain('Made to order by Acme Kitchens (Pty) Ltd');
    expect(message.fromName).toBe('Acme Kitchens (Pty) Ltd');
    expect(lines.at(-1)).toBe(
      'Acme Kitchens (Pty) Ltd prepared this quote for this e-mail address. If you did not expect it, you can ignore this message.',
    );
    expect(message.text).toContain('Sipho Dlamini · sipho@acme.example · 082 444 1212');
    expect(message.html).toContain('Made to order by Acme Kitchens (Pty) Ltd</p>');
    // Worded for the partner's client, who asked the partner, not the configurator.
    expect(message.subject).toBe('Your quote from Acme Kitchens (Pty) Ltd: Q-20261122-0007');
    expect(message.text).toContain(
      'Here is your quote from Acme Kitchens (Pty) Ltd for solid wood surfaces made to your measurements.',
    );
    expect(message.text + message.html).not.toContain('Thank you for configuring');
    // The client's reply reaches the partner, not the workshop.
    expect(message.replyTo).toBe('sipho@acme.example');
    // The workshop's copy is the workshop's mail, from its own name.
    const copy = composeQuoteEmail({ quote, business, pdf, to: 'sipho@acme.example', businessCopy: true });
    expect(copy.replyTo).toBeUndefined();
    expect(copy.fromName).toBeUndefined();
    expect(compose(false).message.fromName).toBeUndefined();
  });

  it('opens with the quote itself and says why it came only at the end (QUOTE-24)', () => {
    const { quote, message } = compose(false);
    const total = formatRand(quote.totals.totalCents);
    const lines = message.text.split('\n');
    expect(lines[0]).toBe(`Grainline: quote ${quote.quoteNumber}`.replace('Grainline', makeBusinessDetails().name));
    expect(lines[1]).toMatch(
      new RegExp(`^Total \\(VAT included\\): ${total.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, valid until `),
    );
    expect(lines.at(-1)).toMatch(/If you did not ask for it, you can ignore this message\.$/);
    const html = message.html;
    expect(html.indexOf('If you did not ask for it')).toBeGreaterThan(html.indexOf('View or accept your quote'));
    expect(html.indexOf(`Total (VAT included): ${total}`)).toBeLessThan(html.indexOf('Dear '));
  });

  it('scales to a phone: a viewport, a fluid width and no text under 13 px (QUOTE-24)', () => {
    const { html } = compose(false).message;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('width:100%;max-width:600px');
    const sizes = [...html.matchAll(/font-size:(\d+)px/g)].map((match) => Number(match[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
    expect(html).not.toMatch(/width="?\d{3,}/);
  });

  it('sends a customer’s reply to the workshop’s own address, not the sending one', () => {
    const business = makeBusinessDetails();
    expect(compose(false).message.replyTo).toBe(business.email);
    expect(compose(true).message.replyTo).toBeUndefined();
  });

  it('heads a partner’s e-mail with their logo, fetched by the quote’s own link', () => {
    const quote = makeQuoteView({
      partner: { businessName: 'Acme Kitchens (Pty) Ltd', logo: { bytes: new Uint8Array([1]), mimeType: 'image/png' } },
    });
    const message = composeQuoteEmail({
      quote,
      business: makeBusinessDetails(),
      pdf,
      to: 'client@example.co.za',
      businessCopy: false,
    });
    expect(message.html).toContain(`<img src="https://grainline.example/api/quotes/${quote.token}/logo"`);
    const body = message.html.indexOf('<body');
    expect(message.html.indexOf('<img')).toBeLessThan(message.html.indexOf('Acme Kitchens (Pty) Ltd', body));
  });

  it('leaves no dangling separator when a partner has no contact details on record', () => {
    const quote = makeQuoteView({ partner: { businessName: 'Acme Kitchens (Pty) Ltd' } });
    const message = composeQuoteEmail({
      quote,
      business: makeBusinessDetails(),
      pdf,
      to: 'client@example.co.za',
      businessCopy: false,
    });
    expect(message.html).toContain('>Acme Kitchens (Pty) Ltd</p>');
    expect(message.text).not.toContain('\n\n\n');
  });
});
