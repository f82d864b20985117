import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getData, postData, serverMessageOf } from '../../shared/api-client';
import { cx } from '../../shared/cx';
import { showToast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/button';
import { INPUT_CLASSES } from '../../shared/ui/text-field';

interface ErasureCounts {
  leads: number;
  quotes: number;
  sketches: number;
  emails: number;
}

const countsText = (counts: ErasureCounts) =>
  `${counts.leads} lead(s), ${counts.quotes} quote(s), ${counts.sketches} sketch(es), ${counts.emails} e-mail(s)`;

/**
 * POPIA's right to be forgotten (issue 16 item 5), owners only: find the person by e-mail,
 * see what is held, then erase it all in one action. Quote numbers and prices stay for the books.
 */
export function ErasePersonSection() {
  const [email, setEmail] = useState('');
  const find = useMutation({ mutationFn: (address: string) => getData<ErasureCounts & { quoteNumbers: string[] }>(`/api/privacy/person?email=${encodeURIComponent(address)}`) });
  const erase = useMutation({
    mutationFn: (address: string) => postData<{ erased: ErasureCounts }>('/api/privacy/erase', { email: address }),
    onSuccess: ({ erased }) => {
      find.reset();
      showToast({ title: 'Personal data erased', description: `Erased: ${countsText(erased)}.`, variant: 'success' });
    },
    onError: (error) => showToast({ title: 'Nothing was erased', description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  const found = find.data;
  const nothingHeld = found !== undefined && found.leads + found.emails === 0;
  const onFind = (event: FormEvent) => {
    event.preventDefault();
    erase.reset();
    find.mutate(email.trim());
  };

  return (
    <section aria-labelledby="erase-heading" className="rounded-xl border border-line bg-card p-5">
      <h2 id="erase-heading" className="text-lg font-semibold text-ink">
        Erase a customer (POPIA)
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Their leads, the name, e-mail, phone and company on their quotes, their sketches and the content of their e-mails are erased. Quote numbers, prices and the day&apos;s
        counts stay; their quote links stop working.
      </p>
      <form noValidate onSubmit={onFind} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="erase-email" className="block text-sm font-medium text-ink">
            Customer&apos;s e-mail
          </label>
          <input id="erase-email" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} className={cx(INPUT_CLASSES, 'border-line-strong')} />
        </div>
        <Button type="submit" variant="secondary" disabled={find.isPending || email.trim() === ''}>
          {find.isPending ? 'Finding…' : 'Find'}
        </Button>
      </form>
      {find.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {serverMessageOf(find.error) ?? 'The search failed. Please try again.'}
        </p>
      ) : null}
      {found ? (
        <div role="status" className="mt-4 space-y-3 text-sm">
          <p>
            {nothingHeld ? 'Nothing is held about this address.' : `Held: ${countsText(found)}.`}
            {found.quoteNumbers.length > 0 ? ` Quotes: ${found.quoteNumbers.join(', ')}.` : ''}
          </p>
          {nothingHeld ? null : (
            <Button onClick={() => erase.mutate(email.trim())} disabled={erase.isPending}>
              {erase.isPending ? 'Erasing…' : 'Erase this person’s data'}
            </Button>
          )}
        </div>
      ) : null}
      {erase.data ? (
        <p role="status" className="mt-4 text-sm text-ink">
          Erased: {countsText(erase.data.erased)}.
        </p>
      ) : null}
    </section>
  );
}
