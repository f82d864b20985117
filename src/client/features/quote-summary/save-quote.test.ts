import { describe, expect, it } from 'vitest';
import { stubFetch } from '#client/shared/testing/stub-fetch';
import { newSurface } from '#core/surface/surface-defaults';
import type { QuoteContent } from './quote-fingerprint';
import { saveQuote } from './save-quote';

const fetchMock = stubFetch();
const leadInfo = { fullName: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 1234' };
const content = (overrides: Partial<QuoteContent> = {}): QuoteContent => ({
  surfaces: [newSurface({ id: 'a' })],
  delivery: 'collect',
  insurance: false,
  clientType: 'homeowner',
  pricedFor: null,
  ...overrides,
});
const created = (quoteNumber: string) =>
  new Response(JSON.stringify({ success: true, data: { quoteNumber, token: 't'.repeat(43), totalCents: 100, validUntil: '2026-12-24' } }), { status: 201 });
const keysSent = () => fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);

// A reply lost on the way back must not make a second quote.
describe('saveQuote', () => {
  it('retries a lost answer with the same Idempotency-Key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(created('Q-1'));
    const stored = await saveQuote({ content: content(), leadInfo, sketchIds: [] });
    expect(stored.quoteNumber).toBe('Q-1');
    const [first, retry] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('keeps the key for a click that repeats a save whose every try was lost, and makes a new one for new content', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(saveQuote({ content: content(), leadInfo, sketchIds: [] })).rejects.toThrow('Failed to fetch');
    const lostKey = keysSent()[0];
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(created('Q-2')).mockResolvedValueOnce(created('Q-3'));
    await saveQuote({ content: content(), leadInfo, sketchIds: [] });
    await saveQuote({ content: content({ delivery: 'shipping' }), leadInfo, sketchIds: [] });
    const [again, fresh] = keysSent();
    expect(again).toBe(lostKey);
    expect(fresh).not.toBe(again);
  });

  it('does not retry a refusal', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"success":false,"error":{"message":"bad"}}', { status: 400 }));
    await expect(saveQuote({ content: content({ clientType: 'designer' }), leadInfo, sketchIds: [] })).rejects.toThrow('400');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
