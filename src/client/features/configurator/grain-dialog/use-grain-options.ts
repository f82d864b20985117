import { useEffect } from 'react';
import { woodGalleryUrls, woodImageUrl } from '#core/catalogue/wood-image-urls';
import { availableGrains } from '#core/surface/grain-availability';
import type { Grain, SurfaceType } from '#core/surface/surface-options';
import { useResource } from '#client/shared/resource-store';
import { woodSpeciesRecordsRoute } from '#core/api/catalogue-routes';
import { fetchGrainRecords } from './wood-species-records';

export interface GrainOption {
  grain: Grain;
  imageUrl: string;
  /** Staff photos in their order, else the generated scenes. */
  galleryUrls: string[];
  description: string;
}

/**
 * The grains the dialog offers for one species (CONF-23, CONF-29): the species' available price
 * records, less the grains its surface type does not take. A failed fetch or invalid species
 * data is logged and leaves the list empty, with a message in the dialog (`failed`); a malformed
 * record is skipped (CONF-27). The list reloads when the dialog opens and when the wood or the
 * surface type changes while it is open (CONF-27), so a species made unavailable meanwhile is not offered.
 */
export function useGrainOptions({
  open,
  speciesId,
  surfaceType,
}: {
  open: boolean;
  speciesId: string | null;
  surfaceType: SurfaceType;
}) {
  // Always fetched, so the list is usually ready before the customer opens a wood.
  const records = useResource(woodSpeciesRecordsRoute.path, fetchGrainRecords);
  const { refetch } = records;
  useEffect(() => {
    if (records.error) console.warn('Grain options could not be loaded', records.error);
  }, [records.error]);
  useEffect(() => {
    if (open) void refetch();
  }, [open, speciesId, surfaceType, refetch]);
  const forSpecies = (records.data ?? []).filter((record) => record.speciesId === speciesId && record.available);
  const grains = availableGrains(
    forSpecies.map((record) => record.grainStyle),
    surfaceType,
  );
  const options: GrainOption[] = grains.map((grain) => {
    const record = forSpecies.find((r) => r.grainStyle === grain);
    return {
      grain,
      // The catalogue names the staff photo when there is one; the texture's URL is known without it.
      imageUrl: record?.imageUrl ?? (speciesId ? woodImageUrl(speciesId, grain) : ''),
      galleryUrls: record?.galleryUrls ?? (speciesId ? woodGalleryUrls(speciesId, grain) : []),
      description: record?.description ?? '',
    };
  });
  return {
    options,
    loading: open && records.isPending && !records.error,
    failed: records.isError && options.length === 0,
  };
}
