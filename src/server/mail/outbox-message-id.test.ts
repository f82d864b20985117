import { describe, expect, it } from 'vitest';
import { mailDomain, outboxMessageId } from './outbox-message-id';

describe('outboxMessageId', () => {
  it('is the same for the same row, so a repeated send can be recognised', () => {
    const id = outboxMessageId({ id: 7, dedupeKey: 'quote-email:Q-20261122-0007' });
    expect(id).toBe(outboxMessageId({ id: 7, dedupeKey: 'quote-email:Q-20261122-0007' }));
    expect(id).toMatch(/^<outbox-7-[0-9a-f]{16}@grainline>$/);
  });

  it('differs between rows and keys', () => {
    const ids = new Set([
      outboxMessageId({ id: 7, dedupeKey: 'a' }),
      outboxMessageId({ id: 8, dedupeKey: 'a' }),
      outboxMessageId({ id: 7, dedupeKey: 'b' }),
    ]);
    expect(ids.size).toBe(3);
  });
});

describe('mailDomain', () => {
  it.each([
    ['Grainline Woodworks <quotes@Grainline.co.za>', 'grainline.co.za'],
    ['quotes@grainline.example', 'grainline.example'],
    ['not configured', undefined],
  ])('%s → %s', (from, domain) => {
    expect(mailDomain(from)).toBe(domain);
  });

  it('names the Message-ID domain', () => {
    expect(outboxMessageId({ id: 1, dedupeKey: 'k' }, 'grainline.co.za')).toMatch(
      /^<outbox-1-[0-9a-f]{16}@grainline\.co\.za>$/,
    );
  });
});
