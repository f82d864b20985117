import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavePriceBookRequest } from '#core/price-book-admin/price-book-content';
import { sessionRoute } from '#core/api/session-routes';
import {
  currentPriceBookRoute,
  priceBookVersionsRoute,
  restorePriceBookVersionRoute,
  savePriceBookRoute,
} from '#core/api/price-book-admin-routes';
import { callApi, callQuery, keyOf } from '#client/shared/call-api';
import { showToast } from '#client/shared/toast/toast-store';

export function usePriceBook() {
  const queryClient = useQueryClient();
  const current = useQuery({ ...callQuery(currentPriceBookRoute), retry: false });
  const versions = useQuery({ ...callQuery(priceBookVersionsRoute), retry: false });
  const session = useQuery(callQuery(sessionRoute));
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keyOf(currentPriceBookRoute) }),
      queryClient.invalidateQueries({ queryKey: keyOf(priceBookVersionsRoute) }),
    ]);
  };
  const save = useMutation({
    mutationFn: (request: SavePriceBookRequest) => callApi(savePriceBookRoute, { body: request }),
    onSuccess: async (saved) => {
      showToast({
        title: `Price book saved as version ${saved.version}`,
        description: 'New quotes use it now.',
        variant: 'success',
      });
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: ({ version, base }: { version: number; base: number }) =>
      callApi(restorePriceBookVersionRoute, { params: { version }, body: { version: base } }),
    onSuccess: async (restored, { version }) => {
      showToast({
        title: `Version ${version} restored`,
        description: `Saved as version ${restored.version}. New quotes use it now.`,
        variant: 'success',
      });
      await refresh();
    },
  });
  const isOwner = session.data?.kind === 'staff' && session.data.staff.role === 'owner';
  return { current, versions, save, restore, isOwner };
}
