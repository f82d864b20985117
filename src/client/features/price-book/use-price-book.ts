import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionState } from '#core/accounts/account-schemas';
import type { PriceBookChange } from '#core/price-book-admin/price-book-changes';
import type { PriceBookVersionView, SavePriceBookRequest } from '#core/price-book-admin/price-book-content';
import { getData, postData } from '#client/shared/api-client';
import { showToast } from '#client/shared/toast/toast-store';

export interface VersionSummary {
  version: number;
  createdAt: string;
  createdBy: string | null;
  reason: string | null;
  restoredFrom: number | null;
  changes: PriceBookChange[];
}

export function usePriceBook() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['/api/admin/price-book'], queryFn: () => getData<PriceBookVersionView>('/api/admin/price-book'), retry: false });
  const versions = useQuery({
    queryKey: ['/api/admin/price-book/versions'],
    queryFn: () => getData<VersionSummary[]>('/api/admin/price-book/versions'),
    retry: false,
  });
  const session = useQuery({ queryKey: ['/api/session'], queryFn: () => getData<SessionState>('/api/session') });
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/admin/price-book'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/price-book/versions'] }),
    ]);
  };
  const save = useMutation({
    mutationFn: (request: SavePriceBookRequest) => postData<PriceBookVersionView>('/api/admin/price-book', request),
    onSuccess: async (saved) => {
      showToast({ title: `Price book saved as version ${saved.version}`, description: 'New quotes use it now.', variant: 'success' });
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: ({ version, base }: { version: number; base: number }) =>
      postData<PriceBookVersionView>(`/api/admin/price-book/versions/${version}/restore`, { version: base }),
    onSuccess: async (restored, { version }) => {
      showToast({ title: `Version ${version} restored`, description: `Saved as version ${restored.version}. New quotes use it now.`, variant: 'success' });
      await refresh();
    },
  });
  const isOwner = session.data?.kind === 'staff' && session.data.staff.role === 'owner';
  return { current, versions, save, restore, isOwner };
}
