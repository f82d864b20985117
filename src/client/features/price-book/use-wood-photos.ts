import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WoodPhotoView } from '#core/catalogue/wood-photo-types';
import type { Grain } from '#core/surface/surface-options';
import { getData, postForm, sendData } from '#client/shared/api-client';

const PHOTOS_KEY = ['/api/admin/wood-photos'];

/** ADR 012: the staff photos of every wood; owners add and remove them. */
export function useWoodPhotos() {
  const queryClient = useQueryClient();
  const photos = useQuery({ queryKey: PHOTOS_KEY, queryFn: () => getData<WoodPhotoView[]>('/api/admin/wood-photos'), retry: false });
  // The configurator's catalogue names the photos too: refetch it so this tab shows the change.
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: PHOTOS_KEY }), queryClient.invalidateQueries({ queryKey: ['/api/wood-species'] })]);
  const upload = useMutation({
    mutationFn: ({ speciesId, grain, file }: { speciesId: string; grain: Grain; file: File }) => {
      const form = new FormData();
      form.append('photo', file);
      return postForm<{ id: number }>(`/api/admin/wood-photos/${speciesId}/${grain}`, form);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => sendData<unknown>('DELETE', `/api/admin/wood-photos/${id}`), onSuccess: refresh });
  return { photos, upload, remove };
}
