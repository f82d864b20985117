import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientPriceMode } from '#core/pricing/client-price';
import { changeClientPriceDefaultRoute, clientPriceDefaultRoute } from '#core/api/partner-area-routes';
import { serverMessageOf } from '#client/shared/api-client';
import { callApi, keyOf } from '#client/shared/call-api';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { CLIENT_PRICE_CHOICES as CHOICES, clientPriceDefaultQuery } from '#client/shared/partner/client-price-choices';

/** The client price new quotes start with (PARTNER-21 to PARTNER-24); each quote can still choose its own. */
export function ClientPriceDefaultForm() {
  const queryClient = useQueryClient();
  const current = useQuery(clientPriceDefaultQuery());
  const [mode, setMode] = useState<ClientPriceMode | null>(null);
  const [markup, setMarkup] = useState<string | null>(null);
  const chosenMode = mode ?? current.data?.mode ?? 'list';
  const chosenMarkup = markup ?? String(current.data?.markupPercentage ?? 0);
  const save = useMutation({
    mutationFn: () =>
      callApi(changeClientPriceDefaultRoute, {
        body: { mode: chosenMode, ...(chosenMode === 'markup' ? { markupPercentage: Number(chosenMarkup) } : {}) },
      }),
    onSuccess: async () => {
      showToast({ title: 'Saved', description: 'New quotes start with this client price.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: keyOf(clientPriceDefaultRoute) });
    },
    onError: (error) =>
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'The client price was not saved. Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink">What your clients see</legend>
        {CHOICES.map((choice) => (
          <label key={choice.mode} className="flex gap-2 text-sm">
            <input
              type="radio"
              name="client-price-mode"
              value={choice.mode}
              checked={chosenMode === choice.mode}
              onChange={() => setMode(choice.mode)}
            />
            <span>
              <span className="block font-medium text-ink">{choice.label}</span>
              <span className="block text-ink-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {chosenMode === 'markup' ? (
        <label className="block text-sm">
          <span className="font-medium text-ink">Markup (%)</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            value={chosenMarkup}
            onChange={(event) => setMarkup(event.target.value)}
            className="mt-1 block w-32 rounded-lg border border-line-strong bg-white px-3 py-2"
          />
        </label>
      ) : null}
      <Button type="submit" disabled={save.isPending || current.isLoading}>
        {save.isPending ? 'Saving…' : 'Save client price'}
      </Button>
    </form>
  );
}
