import { describe, expect, it } from 'vitest';
import { quoteAcceptedAt, type QuoteAcceptanceFacts } from './quote-acceptance';

const MONDAY = '2026-11-23T09:00:00.000Z';
const FRIDAY = '2026-11-27T15:30:00.000Z';

function quote(overrides: Partial<QuoteAcceptanceFacts> = {}): QuoteAcceptanceFacts {
  return { accepted_at: null, outcome: null, outcome_at: null, ...overrides };
}

describe('quoteAcceptedAt (ANALYTICS-09: acceptance figures respect won and lost)', () => {
  it.each<[string, QuoteAcceptanceFacts, string | null]>([
    ['neither accepted nor marked', quote(), null],
    ['accepted online', quote({ accepted_at: MONDAY }), MONDAY],
    ['accepted online, then marked lost', quote({ accepted_at: MONDAY, outcome: 'lost', outcome_at: FRIDAY }), null],
    ['marked lost without an acceptance', quote({ outcome: 'lost', outcome_at: FRIDAY }), null],
    ['marked won without an online acceptance', quote({ outcome: 'won', outcome_at: FRIDAY }), FRIDAY],
    [
      'accepted online, later marked won: stays on the day of acceptance',
      quote({ accepted_at: MONDAY, outcome: 'won', outcome_at: FRIDAY }),
      MONDAY,
    ],
    [
      'marked won, later accepted online: stays on the day it was won',
      quote({ accepted_at: FRIDAY, outcome: 'won', outcome_at: MONDAY }),
      MONDAY,
    ],
  ])('%s', (_name, facts, expected) => {
    expect(quoteAcceptedAt(facts)).toBe(expected);
  });
});
