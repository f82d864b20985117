import { expect, it } from 'vitest';
import { countQuotes, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

interface Created {
  data: { quoteNumber: string; token: string };
}

// The crash campaign found quotes committed whose reply never reached the
// browser; its retry must get that quote back, not a second number.
describeEachDatabase('idempotent quote creation', (ctx) => {
  const create = (key: string | undefined, body = makeQuoteRequest()) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const quoteCount = () => countQuotes(ctx().database.db);

  it('answers a retry with the same key with the quote the first attempt stored', async () => {
    const key = 'attempt-0f9c2d4e-6b1a-4c3d-9e8f';
    const before = await quoteCount();
    const first = await create(key);
    const retry = await create(key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<Created>().data).toEqual(first.json<Created>().data);
    expect(await quoteCount()).toBe(before + 1);
  });

  it('stores one quote when the same key arrives twice at once', async () => {
    const key = 'concurrent-7d3e1b2a-99aa-4f00-8c1d';
    const before = await quoteCount();
    const replies = await Promise.all([create(key), create(key), create(key)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((reply) => reply.json<Created>().data.quoteNumber)).size).toBe(1);
    expect(await quoteCount()).toBe(before + 1);
  });

  it('makes a new quote for a new key, and without a key as before', async () => {
    const a = await create('new-key-aaaaaaaaaaaaaaaa');
    const b = await create('new-key-bbbbbbbbbbbbbbbb');
    const c = await create(undefined);
    const numbers = [a, b, c].map((reply) => reply.json<Created>().data.quoteNumber);
    expect(new Set(numbers).size).toBe(3);
  });

  it('refuses a key reused for a different request, and changes nothing', async () => {
    const key = 'reused-key-1234567890abcdef';
    await create(key);
    const before = await quoteCount();
    const other = await create(key, makeQuoteRequest({ delivery: 'collect', insurance: false }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      success: false,
      error: { code: 'unprocessable', message: expect.stringContaining('Idempotency-Key') },
    });
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a malformed key with a clear 400', async () => {
    const reply = await create('short');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error: { code: 'validation_failed', message: 'The Idempotency-Key header has invalid fields' },
    });
  });

  it('keeps no key in clear', async () => {
    const key = 'clear-text-check-0123456789';
    await create(key);
    const rows = await ctx().database.db.selectFrom('quote_idempotency_keys').select('key_hash').execute();
    expect(rows.some((row) => row.key_hash.includes(key))).toBe(false);
  });
});
