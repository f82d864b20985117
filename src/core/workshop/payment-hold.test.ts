import { describe, expect, it } from 'vitest';
import { moveWaitsFor, paymentHold, paymentWait, type HoldInvoice } from './payment-hold';

const deposit = (overrides: Partial<HoldInvoice> = {}): HoldInvoice => ({
  kind: 'deposit',
  number: 'INV-000012',
  totalCents: 1_234_500,
  owingCents: 200_000,
  credited: false,
  ...overrides,
});
const final = (overrides: Partial<HoldInvoice> = {}): HoldInvoice => ({
  ...deposit(),
  kind: 'final',
  number: 'INV-000020',
  owingCents: 1_234_500,
  ...overrides,
});
const job = (stage: Parameters<typeof paymentWait>[0]['stage']) => ({
  stage,
  delivery: 'collect' as const,
  acceptedTotalCents: 2_469_000,
});

describe('the floor waits for the money (ADR 050)', () => {
  it('holds cutting, and skipping past it, until the deposit is paid, in words', () => {
    expect(paymentHold(job('accepted'), 'cutting', [deposit()])).toEqual({
      waitingFor: 'deposit',
      message: 'The deposit of R 12,345.00 on INV-000012 is not paid yet: R 2,000.00 is owed.',
    });
    expect(paymentHold(job('materials_ordered'), 'finishing', [deposit()])?.waitingFor).toBe('deposit');
    expect(paymentHold(job('accepted'), 'materials_ordered', [deposit()])).toBeNull();
    expect(paymentHold(job('accepted'), 'cutting', [deposit({ owingCents: 0 })])).toBeNull();
    expect(paymentHold(job('accepted'), 'cutting', [deposit({ owingCents: -500 })])).toBeNull();
    // Already past cutting (an owner's override): moving on within the workshop is not held again.
    expect(paymentHold(job('cutting'), 'glue_up', [deposit()])).toBeNull();
  });

  it('holds collection until nothing is owing, and until the balance is invoiced', () => {
    const paid = deposit({ owingCents: 0 });
    expect(paymentHold(job('ready_to_collect'), 'collected', [paid, final({ owingCents: 100 })])?.message).toBe(
      'The balance of R 12,345.00 on INV-000020 is not paid yet: R 1.00 is owed.',
    );
    expect(paymentHold(job('ready_to_collect'), 'collected', [deposit(), final({ owingCents: 0 })])?.waitingFor).toBe(
      'deposit',
    );
    expect(paymentHold(job('finishing'), 'collected', [paid])?.message).toBe(
      'The balance of R 12,345.00 is not invoiced yet: move the job to Ready to collect first, which issues the final invoice.',
    );
    expect(paymentHold(job('ready_to_collect'), 'collected', [paid, final({ owingCents: 0 })])).toBeNull();
    // A 100 % deposit: no final invoice, nothing more to invoice.
    expect(paymentHold({ ...job('ready_to_collect'), acceptedTotalCents: 1_234_500 }, 'collected', [paid])).toBeNull();
  });

  it('holds nothing for a quote with no invoice, nor by an invoice a credit note cancelled', () => {
    expect(paymentHold(job('accepted'), 'cutting', [])).toBeNull();
    expect(paymentHold(job('accepted'), 'collected', [])).toBeNull();
    expect(paymentHold(job('accepted'), 'cutting', [deposit({ credited: true })])).toBeNull();
  });

  it('says what a job on the board waits for, and which moves the board expects to be held', () => {
    expect(paymentWait(job('accepted'), [deposit()])).toBe('deposit');
    expect(paymentWait(job('glue_up'), [deposit()])).toBeNull();
    expect(paymentWait(job('ready_to_collect'), [deposit({ owingCents: 0 }), final()])).toBe('balance');
    expect(paymentWait(job('collected'), [deposit({ owingCents: 0 }), final()])).toBeNull();
    expect(moveWaitsFor({ stage: 'accepted', waitingFor: 'deposit' }, 'cutting')).toBe('deposit');
    expect(moveWaitsFor({ stage: 'accepted', waitingFor: 'deposit' }, 'materials_ordered')).toBeNull();
    expect(moveWaitsFor({ stage: 'ready_to_collect', waitingFor: 'balance' }, 'collected')).toBe('balance');
    expect(moveWaitsFor({ stage: 'ready_to_collect', waitingFor: null }, 'collected')).toBeNull();
  });
});
