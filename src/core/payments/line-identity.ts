import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { StatementLine } from './statement-line';

/**
 * What identifies a statement line, so that none is ever applied twice: its day, amount,
 * description and balance. Two lines alike in all four in one file (two equal payments on one
 * day in a file with no balances) are told apart by which of them it is, the first or the second,
 * counted in the file's order; the same file imported again gives every line the same identity.
 * Spaces in the description count once, so a bank that pads its columns differently next time
 * gives the same identity.
 */
export function statementLineIdentities(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = JSON.stringify([
      line.postedOn,
      line.amountCents,
      line.description.trim().replace(/\s+/g, ' '),
      line.balanceCents ?? null,
    ]);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return encodeHexLowerCase(sha256(new TextEncoder().encode(`${key}#${occurrence}`)));
  });
}
