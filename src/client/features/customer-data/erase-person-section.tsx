import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { emailAddress } from '#core/accounts/account-schemas';
import { erasePersonRoute, findPersonRoute } from '#core/api/privacy-routes';
import { formatDay } from '#core/dates';
import type { ErasureCounts, ErasureReport, PersonFound } from '#core/privacy/privacy-schemas';
import { serverMessageOf } from '#client/shared/api-client';
import { callApi } from '#client/shared/call-api';
import { cx } from '#client/shared/cx';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { FieldMessage } from '#client/shared/ui/field-message';
import { INPUT_CLASSES, inputStateClasses } from '#client/shared/ui/text-field';

/** What is held about one address, with the address it was looked up for. */
interface PersonLookedUp extends PersonFound {
  address: string;
}

const INVALID_ADDRESS = 'Enter a valid e-mail address.';

const countsText = (counts: ErasureCounts) =>
  `${counts.leads} lead(s), ${counts.quotes} quote(s), ${counts.sketches} sketch(es), ${counts.emails} e-mail(s)`;

/** What an erasure removed, by kind (ADR 041), and whether the database gave up the old bytes. */
const reportText = (report: ErasureReport) =>
  `${countsText(report)}, ${report.quotePdfs} cached PDF(s), ${report.notes} staff note(s), ${report.emailFiles} e-mail file(s). ` +
  (report.storageReclaimed
    ? 'The freed space was overwritten.'
    : 'The database was busy: the freed space is overwritten at the next erasure.') +
  (report.invoicesKept > 0 && report.invoicesKeptUntil
    ? ` ${report.invoicesKept} tax invoice(s) keep the name, address and VAT number the tax law requires until ${formatDay(report.invoicesKeptUntil)}, and lose them then.`
    : '');

const findPerson = async (address: string): Promise<PersonLookedUp> => ({
  address,
  ...(await callApi(findPersonRoute, { query: { email: address } })),
});

/**
 * POPIA's right to be forgotten (STAFF-10), owners only: find the person by e-mail,
 * see what is held, then erase it all in one action. Quote numbers and prices stay for the books.
 * Only the address that was looked up can be erased, and only after a second, explicit "yes":
 * editing the box withdraws the result, so what is erased is always what is on screen.
 */
export function ErasePersonSection() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const find = useMutation({ mutationFn: findPerson });
  const erase = useMutation({
    mutationFn: (address: string) =>
      callApi(erasePersonRoute, { body: { email: address } }).then(({ erased }) => ({ address, erased })),
    onSuccess: ({ address, erased }) => {
      find.reset();
      setConfirming(false);
      showToast({
        title: 'Personal data erased',
        description: `Erased for ${address}: ${reportText(erased)}`,
        variant: 'success',
      });
    },
    onError: (error) => {
      setConfirming(false);
      showToast({
        title: 'Nothing was erased',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
  const found = find.data;

  const onEmailChange = (value: string) => {
    setEmail(value);
    setEmailError(undefined);
    // A result belongs to the address it was found for; once the box changes it is withdrawn.
    if (find.data !== undefined || find.isPending || find.isError) find.reset();
    setConfirming(false);
  };
  const onFind = (event: FormEvent) => {
    event.preventDefault();
    erase.reset();
    setConfirming(false);
    const parsed = emailAddress.safeParse(email);
    if (!parsed.success) {
      find.reset();
      setEmailError(INVALID_ADDRESS);
      return;
    }
    find.mutate(parsed.data);
  };

  return (
    <section aria-labelledby="erase-heading" className="rounded-xl border border-line bg-card p-5">
      <h2 id="erase-heading" className="text-lg font-semibold text-ink">
        Erase a customer (POPIA)
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Their leads, the name, e-mail, phone and company on their quotes, staff&apos;s notes on those quotes, their
        sketches, cached PDFs and the content and files of their e-mails are erased. Quote numbers, prices and the
        day&apos;s counts stay; their quote links stop working.
      </p>
      <form noValidate onSubmit={onFind} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="erase-email" className="block text-sm font-medium text-ink">
            Customer&apos;s e-mail
          </label>
          <input
            id="erase-email"
            type="email"
            autoComplete="off"
            value={email}
            readOnly={erase.isPending}
            onChange={(event) => onEmailChange(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'erase-email-message' : undefined}
            className={cx(INPUT_CLASSES, inputStateClasses(emailError))}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={find.isPending || email.trim() === ''}>
          {find.isPending ? 'Finding…' : 'Find'}
        </Button>
      </form>
      <FieldMessage id="erase-email-message" error={emailError} />
      {find.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {serverMessageOf(find.error) ?? 'The search failed. Please try again.'}
        </p>
      ) : null}
      {found ? (
        <FoundPerson
          found={found}
          confirming={confirming}
          erasing={erase.isPending}
          onConfirming={setConfirming}
          onErase={() => erase.mutate(found.address)}
        />
      ) : null}
      {erase.data ? (
        <p role="status" className="mt-4 text-sm text-ink">
          Erased for {erase.data.address}: {reportText(erase.data.erased)}
        </p>
      ) : null}
    </section>
  );
}

/** What is held about the address looked up, and the button that erases it after a second "yes". */
function FoundPerson({
  found,
  confirming,
  erasing,
  onConfirming,
  onErase,
}: {
  found: PersonLookedUp;
  confirming: boolean;
  erasing: boolean;
  onConfirming: (confirming: boolean) => void;
  onErase: () => void;
}) {
  const nothingHeld = found.leads + found.emails === 0;
  return (
    <div className="mt-4 space-y-3 text-sm">
      <p role="status">
        <span className="font-medium">{found.address}</span>:{' '}
        {nothingHeld ? 'nothing is held about this address.' : `Held: ${countsText(found)}.`}
        {found.quoteNumbers.length > 0 ? ` Quotes: ${found.quoteNumbers.join(', ')}.` : ''}
      </p>
      {nothingHeld || confirming ? null : (
        <Button onClick={() => onConfirming(true)} disabled={erasing}>
          Erase this person’s data
        </Button>
      )}
      {!nothingHeld && confirming ? (
        <div
          role="group"
          aria-label={`Erase ${found.address}`}
          className="flex flex-wrap items-center gap-3 rounded-lg bg-danger-50 p-3"
        >
          <p className="w-full text-danger-700">
            Erase everything held for <strong className="break-all">{found.address}</strong>? This cannot be undone.
          </p>
          <Button onClick={onErase} disabled={erasing}>
            {erasing ? 'Erasing…' : `Yes, erase everything held for ${found.address}`}
          </Button>
          <Button variant="ghost" onClick={() => onConfirming(false)} disabled={erasing}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}
