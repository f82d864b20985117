import { describe, expect, it } from 'vitest';
import { seededRandom } from '../workshop/random-jobs';
import { depositAndFinal, invoiceAmounts, vatIncludedIn } from './invoice-amounts';
import { referenceDeposit, referenceVat } from './invoice-amounts.test-helper';

describe('the VAT in a VAT-inclusive total (ADR 047)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 1], // 0.5217… rounds up
    [3, 0], // 0.3913…
    [115, 15],
    [11_500, 1_500],
    [100_000, 13_043], // R 1,000.00 holds R 130.43
    [500_000, 65_217], // R 5,000.00 holds R 652.17
    [2_300, 300],
    [23, 3],
    [2_307, 301], // 300.913…
    [1_150_000_00, 150_000_00],
  ])('%i cents hold %i cents of VAT', (total, vat) => {
    expect(vatIncludedIn(total)).toBe(vat);
    expect(invoiceAmounts(total)).toEqual({ totalCents: total, vatCents: vat, exclusiveCents: total - vat });
  });

  it('is symmetric about zero, as a credit note’s would be', () => {
    // 3/23 of a whole cent is never exactly half, so each total has one nearest VAT.
    expect(vatIncludedIn(-4)).toBe(-1);
    expect(vatIncludedIn(-100_000)).toBe(-13_043);
  });
});

describe('the deposit and the final invoice (ADR 047)', () => {
  it.each([
    // total, share (basis points), deposit, final
    [1_000_000, 5000, 500_000, 500_000],
    [1_000_001, 5000, 500_001, 500_000], // 500,000.5 → 500,001 (half away from zero)
    [999_999, 5000, 500_000, 499_999],
    [1_000_000, 3333, 333_300, 666_700],
    [12_345, 3333, 4_115, 8_230], // 4114.5885 → 4115
    [12_345, 0, 0, 12_345],
    [12_345, 10_000, 12_345, 0],
    [1, 5000, 1, 0],
    [0, 5000, 0, 0],
  ])('%i cents at %i basis points: deposit %i, final %i', (total, share, deposit, final) => {
    const invoices = depositAndFinal({ acceptedTotalCents: total, depositShareBasisPoints: share });
    expect(invoices.deposit.totalCents).toBe(deposit);
    expect(invoices.final.totalCents).toBe(final);
  });

  it('refuses a share outside 0–100 % or a total that is not whole cents', () => {
    expect(() => depositAndFinal({ acceptedTotalCents: 100, depositShareBasisPoints: 10_001 })).toThrow(RangeError);
    expect(() => depositAndFinal({ acceptedTotalCents: 100.5, depositShareBasisPoints: 5000 })).toThrow(RangeError);
    expect(() => depositAndFinal({ acceptedTotalCents: -1, depositShareBasisPoints: 5000 })).toThrow(RangeError);
  });

  it('for 300 random totals and shares, the two add up to the total exactly and each VAT is right to the cent', () => {
    const random = seededRandom(20261206);
    for (let run = 0; run < 300; run += 1) {
      // Up to R 10 million, and now and then past 2^53 / 10,000, where total × share needs BigInt.
      const total =
        run % 50 === 0 ? Number.MAX_SAFE_INTEGER - Math.floor(random() * 1000) : Math.floor(random() * 1_000_000_000);
      const share = run % 3 === 0 ? 5000 : Math.floor(random() * 10_001);
      const { deposit, final } = depositAndFinal({ acceptedTotalCents: total, depositShareBasisPoints: share });
      const case_ = `total ${total}, share ${share}`;
      expect(deposit.totalCents + final.totalCents, case_).toBe(total);
      expect(BigInt(deposit.totalCents), case_).toBe(referenceDeposit(total, share));
      for (const invoice of [deposit, final]) {
        expect(invoice.vatCents, case_).toBe(referenceVat(invoice.totalCents));
        expect(invoice.exclusiveCents + invoice.vatCents, case_).toBe(invoice.totalCents);
      }
    }
  });
});
