import { statementLineIdentities } from './line-identity';
import type { StatementLine } from './statement-line';

/**
 * An invoice a customer may be paying, as the matcher needs it. Pass the paid ones too (owing
 * 0): a second payment of a paid invoice is then suggested as an over-payment of it, rather
 * than as a near reference to its neighbour's number.
 */
export interface OpenInvoice<Id extends string | number = string> {
  id: Id;
  /** `INV-000123`: the EFT reference the customer was asked to use. */
  number: string;
  outstandingCents: number;
  totalCents: number;
  customerName?: string;
}

/** Why a line waits for a person rather than being applied. */
export type SuggestionReason =
  /** The reference is one digit off an open invoice's number: one digit wrong, missing or extra, or two swapped. */
  | 'near_reference'
  /** No reference, but the amount is exactly what one open invoice still owes. */
  | 'amount_matches'
  /** The reference is exact but the amount is more than the invoice still owes. */
  | 'over_payment'
  /** The line names more than one open invoice. */
  | 'several_references';

export type LeftReason = 'debit' | 'already_applied' | 'no_match';

export type LineOutcome<Id extends string | number = string> =
  | { status: 'applied'; invoiceId: Id; invoiceNumber: string; amountCents: number; outstandingAfterCents: number }
  | { status: 'suggested'; invoiceId: Id; invoiceNumber: string; reason: SuggestionReason; outstandingCents: number }
  | { status: 'left'; reason: LeftReason };

export type MatchedLine<Id extends string | number = string> = LineOutcome<Id> & {
  line: StatementLine;
  /** The line's identity (`statementLineIdentities`): keep it with an applied payment. */
  lineId: string;
};

export interface StatementMatch<Id extends string | number = string> {
  /** One per statement line, in the file's order. */
  lines: MatchedLine<Id>[];
  /** What each invoice still owes once the applied lines are paid. */
  outstandingCents: Map<Id, number>;
}

/**
 * Classifies each line of a statement against the open invoices. A credit whose reference is
 * exactly one invoice's number (spaces, dashes, case and leading zeros do not matter: `inv
 * 000123`, `INV-123`, `000123`) and whose amount is at most what that invoice still owes is
 * applied at once; near references, an amount with no reference that equals what one invoice
 * owes, and over-payments are suggested for a person to confirm; the rest is left. A line whose
 * identity is in `appliedLineIds` is never applied again. Lines are taken by day, then in the
 * file's order, so a later part payment of the same invoice sees what the earlier ones left.
 */
export function matchStatement<Id extends string | number>(options: {
  lines: readonly StatementLine[];
  openInvoices: readonly OpenInvoice<Id>[];
  appliedLineIds: Iterable<string>;
}): StatementMatch<Id> {
  const identities = statementLineIdentities(options.lines);
  const applied = new Set(options.appliedLineIds);
  const outstanding = new Map(options.openInvoices.map((invoice) => [invoice.id, invoice.outstandingCents]));
  const invoices = options.openInvoices.map((invoice) => ({ invoice, digits: invoiceDigits(invoice.number) }));
  const order = options.lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.postedOn.localeCompare(b.line.postedOn) || a.index - b.index);
  const outcomes = new Array<LineOutcome<Id>>(options.lines.length);
  for (const { line, index } of order) {
    const lineId = identities[index];
    if (line.amountCents <= 0) outcomes[index] = { status: 'left', reason: 'debit' };
    else if (applied.has(lineId)) outcomes[index] = { status: 'left', reason: 'already_applied' };
    else {
      const outcome = classify(line, invoices, outstanding);
      if (outcome.status === 'applied') {
        outstanding.set(outcome.invoiceId, outcome.outstandingAfterCents);
        applied.add(lineId);
      }
      outcomes[index] = outcome;
    }
  }
  return {
    lines: options.lines.map((line, index) => ({ ...outcomes[index], line, lineId: identities[index] })),
    outstandingCents: outstanding,
  };
}

type Candidate<Id extends string | number> = { invoice: OpenInvoice<Id>; digits: string | null };

function classify<Id extends string | number>(
  line: StatementLine,
  invoices: Candidate<Id>[],
  outstanding: Map<Id, number>,
): LineOutcome<Id> {
  const references = referencesIn(`${line.reference ?? ''} ${line.description}`);
  const owed = (invoice: OpenInvoice<Id>) => outstanding.get(invoice.id) ?? 0;
  const suggest = (invoice: OpenInvoice<Id>, reason: SuggestionReason): LineOutcome<Id> => ({
    status: 'suggested',
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    reason,
    outstandingCents: owed(invoice),
  });
  const exact = invoices.filter(
    ({ digits }) => digits !== null && references.some((reference) => isExactReference(reference, digits)),
  );
  const [only] = exact;
  if (only && exact.length === 1) {
    const before = owed(only.invoice);
    if (line.amountCents > before) return suggest(only.invoice, 'over_payment');
    return {
      status: 'applied',
      invoiceId: only.invoice.id,
      invoiceNumber: only.invoice.number,
      amountCents: line.amountCents,
      outstandingAfterCents: before - line.amountCents,
    };
  }
  if (only) return suggest(preferOwing(exact, line, owed).invoice, 'several_references');
  const near = invoices.filter(
    ({ digits }) => digits !== null && references.some((reference) => isNearReference(reference, digits)),
  );
  if (near.length > 0) return suggest(preferOwing(near, line, owed).invoice, 'near_reference');
  const sameAmount = invoices.filter(({ invoice }) => owed(invoice) === line.amountCents);
  const named = sameAmount.filter(
    ({ invoice }) => invoice.customerName && includesWords(line.description, invoice.customerName),
  );
  // Several invoices owing the amount: the customer's name in the line may still say which.
  const byAmount = sameAmount.length === 1 ? sameAmount[0] : named.length === 1 ? named[0] : undefined;
  if (byAmount) return suggest(byAmount.invoice, 'amount_matches');
  return { status: 'left', reason: 'no_match' };
}

/** Of several candidates, the one that owes exactly the line's amount, else the first. */
function preferOwing<Id extends string | number>(
  candidates: Candidate<Id>[],
  line: StatementLine,
  owed: (invoice: OpenInvoice<Id>) => number,
): Candidate<Id> {
  return candidates.find(({ invoice }) => owed(invoice) === line.amountCents) ?? candidates[0];
}

/** The digits of an invoice number (`INV-000123` → `000123`), or null for a number with none. */
function invoiceDigits(number: string): string | null {
  return /(\d+)\D*$/.exec(number)?.[1] ?? null;
}

/** A number a customer may have meant as an invoice reference; `prefixed` when `INV` came before it. */
type ReferenceCandidate = { digits: string; prefixed: boolean };

/** The most digits a reference may have; longer runs are account or phone numbers. */
const MAX_REFERENCE_DIGITS = 9;

/**
 * Every number in a line's text that may be an invoice reference: after `INV` (with any spaces,
 * dashes, dots, `#` or `:` between, and its digits perhaps in groups, `inv 000 123`) each run of
 * its groups from the first; and any number of exactly six digits standing alone, not after a
 * letter or a letter and a dash.
 */
function referencesIn(text: string): ReferenceCandidate[] {
  const upper = text.toUpperCase();
  const found: ReferenceCandidate[] = [];
  for (const match of upper.matchAll(/INV(?:OICE)?[\s\-_.#:/]*(\d+(?:[ -]\d+)*)/g)) {
    const groups = (match[1] ?? '').split(/[ -]/);
    for (let count = 1; count <= groups.length; count++) {
      const digits = groups.slice(0, count).join('');
      if (digits.length > MAX_REFERENCE_DIGITS) break;
      found.push({ digits, prefixed: true });
    }
  }
  // Not one that is part of another document's number (`CN-000123`, `J-0001234`).
  for (const match of upper.matchAll(/(?<![\dA-Z])(?<![\dA-Z]-)\d{6}(?!\d)/g))
    found.push({ digits: match[0], prefixed: false });
  return found;
}

function isExactReference(reference: ReferenceCandidate, invoiceDigits: string): boolean {
  // After `INV` leading zeros do not matter (`INV-123` is INV-000123); a bare number must be written in full.
  return reference.prefixed ? Number(reference.digits) === Number(invoiceDigits) : reference.digits === invoiceDigits;
}

function isNearReference(reference: ReferenceCandidate, invoiceDigits: string): boolean {
  if (!reference.prefixed)
    return reference.digits !== invoiceDigits && editDistanceAtMostOne(reference.digits, invoiceDigits);
  // After `INV` a slip is one edit to the number as written with its zeros (`INV000132`) or without them (`INV 13`).
  const padded = reference.digits.padStart(invoiceDigits.length, '0');
  const withoutZeros = (digits: string) => digits.replace(/^0+/, '');
  return (
    Number(reference.digits) !== Number(invoiceDigits) &&
    Number(reference.digits) !== 0 &&
    (editDistanceAtMostOne(padded, invoiceDigits) ||
      editDistanceAtMostOne(withoutZeros(reference.digits), withoutZeros(invoiceDigits)))
  );
}

/**
 * Whether `a` becomes `b` by at most one edit: one character changed, added or removed, or two
 * neighbours swapped (the common slips in typing a reference).
 */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const differ = [...a].flatMap((char, index) => (char === b[index] ? [] : [index]));
    if (differ.length === 1) return true;
    const [first, second] = differ;
    return differ.length === 2 && second === first + 1 && a[first] === b[second] && a[second] === b[first];
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (longer.length - shorter.length !== 1) return false;
  for (let index = 0; index < longer.length; index++) {
    if (longer.slice(0, index) + longer.slice(index + 1) === shorter) return true;
  }
  return false;
}

/** Whether every word of a name (two letters or more) appears in the text, whatever the case. */
function includesWords(text: string, name: string): boolean {
  const words = name.toUpperCase().match(/[A-Z]{2,}/g) ?? [];
  const upper = text.toUpperCase();
  return words.length > 0 && words.every((word) => upper.includes(word));
}
