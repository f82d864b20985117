import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addWoodPhotoRoute, removeWoodPhotoRoute, woodPhotosRoute } from '#core/api/wood-photos-routes';
import type { Grain } from '#core/surface/surface-options';
import { callApi, callQuery, callWithForm, keyOf } from '#client/shared/call-api';

/** ADR 012: the staff photos of every wood; owners add and remove them. */
export function useWoodPhotos() {
  const queryClient = useQueryClient();
  const photos = useQuery({ ...callQuery(woodPhotosRoute), retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyOf(woodPhotosRoute) });
  const upload = useMutation({
    mutationFn: ({ speciesId, grain, file }: { speciesId: string; grain: Grain; file: File }) => {
      const form = new FormData();
      form.append('photo', file);
      return callWithForm(addWoodPhotoRoute, form, { params: { speciesId, grain } });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(removeWoodPhotoRoute, { params: { id } }),
    onSuccess: refresh,
  });
  return { photos, upload, remove };
}
