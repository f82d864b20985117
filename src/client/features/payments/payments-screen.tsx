import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { applyStatementLineRoute, importStatementRoute, statementMappingsRoute } from '#core/api/payments-routes';
import type { BankStatementView, StatementLineView } from '#core/payments/statement-schemas';
import { callApi, callQuery, callWithForm } from '#client/shared/call-api';
import { StaffPage } from '#client/shared/staff-shell/staff-page';
import { StatementLines } from './statement-lines';

const STATUSES = ['suggested', 'applied', 'left'] as const;
const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * /admin/payments (ADR 047): staff upload a bank statement (OFX, or CSV read with a bank's saved
 * column mapping) and see which lines were applied, which wait to be confirmed and which were left.
 */
export function PaymentsScreen() {
  const [statement, setStatement] = useState<BankStatementView | null>(null);
  const mappings = useQuery({ ...callQuery(statementMappingsRoute), retry: false });
  const upload = useMutation({
    mutationFn: (form: FormData) => callWithForm(importStatementRoute, form),
    onSuccess: setStatement,
  });
  const confirm = useMutation({
    mutationFn: (line: StatementLineView) =>
      callApi(applyStatementLineRoute, {
        params: { id: statement?.id ?? 0, lineId: line.id },
        body: { invoiceId: line.invoice?.id ?? 0 },
      }),
    onSuccess: (applied) =>
      setStatement((current) =>
        current
          ? { ...current, lines: current.lines.map((line) => (line.id === applied.id ? applied : line)) }
          : current,
      ),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    for (const name of ['mappingId', 'mapping', 'bankName']) if (form.get(name) === '') form.delete(name);
    upload.mutate(form);
  };
  return (
    <StaffPage title="Payments">
      <form onSubmit={submit} className="mb-6 grid max-w-xl gap-3 rounded-lg border border-line bg-card p-4 text-sm">
        <label className="grid gap-1">
          Bank statement (OFX or CSV)
          <input type="file" name="statement" accept=".ofx,.qfx,.csv,.txt" required />
        </label>
        <label className="grid gap-1">
          The bank’s saved CSV columns
          <select name="mappingId" defaultValue="">
            <option value="">None (an OFX file needs none)</option>
            {(mappings.data?.mappings ?? []).map((mapping) => (
              <option key={mapping.id} value={mapping.id}>
                {mapping.bankName}
              </option>
            ))}
          </select>
        </label>
        <details>
          <summary>A new bank’s CSV columns</summary>
          <label className="mt-2 grid gap-1">
            Bank’s name (to save the columns under)
            <input type="text" name="bankName" maxLength={100} />
          </label>
          <label className="mt-2 grid gap-1">
            Column mapping (JSON)
            <textarea name="mapping" rows={4} className="font-mono" />
          </label>
        </details>
        <button
          type="submit"
          disabled={upload.isPending}
          className="justify-self-start rounded-md bg-walnut-700 px-4 py-2 text-white disabled:opacity-50"
        >
          Import the statement
        </button>
        {upload.error ? <p role="alert">{errorText(upload.error)}</p> : null}
      </form>
      {confirm.error ? <p role="alert">{errorText(confirm.error)}</p> : null}
      {statement ? (
        <div>
          <p className="mb-4 text-sm text-ink-muted">
            {statement.fileName}: {statement.lines.length} lines
          </p>
          {STATUSES.map((status) => (
            <StatementLines
              key={status}
              status={status}
              lines={statement.lines.filter((line) => line.status === status)}
              onConfirm={(line) => confirm.mutate(line)}
              confirming={confirm.isPending ? (confirm.variables?.id ?? null) : null}
            />
          ))}
        </div>
      ) : null}
    </StaffPage>
  );
}
