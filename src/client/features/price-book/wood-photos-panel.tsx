import { useState } from 'react';
import { WOOD_PHOTO_MAX_BYTES } from '#core/catalogue/wood-photo-types';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { GRAINS, LABELS, type Grain } from '#core/surface/surface-options';
import { serverMessageOf } from '#client/shared/api-client';
import { cx } from '#client/shared/cx';
import { SECTION_SCROLL_MARGIN } from './section-nav';
import { useWoodPhotos } from './use-wood-photos';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/**
 * ADR 012: a photo per species and grain replaces the generated texture on the wood
 * picker's card, in the grain dialog and on the PDF; several make the dialog's gallery.
 * Removing the last brings the texture back.
 */
export function WoodPhotosPanel({ current, isOwner }: { current: PriceBookVersionView; isOwner: boolean }) {
  const { photos, upload, remove } = useWoodPhotos();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const failure =
    tooLarge ??
    (upload.error ? (serverMessageOf(upload.error) ?? 'The photo could not be uploaded. Please try again.') : null);
  const removeFailure = remove.error
    ? (serverMessageOf(remove.error) ?? 'The photo could not be removed. Please try again.')
    : null;

  const onChoose = (speciesId: string, grain: Grain, input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // The server judges the file by its bytes; this only spares a 10 MB upload that would be refused.
    if (file.size > WOOD_PHOTO_MAX_BYTES) {
      setTooLarge('The photo must be smaller than 10 MB');
      return;
    }
    setTooLarge(null);
    upload.mutate({ speciesId, grain, file });
  };

  return (
    <section
      id="price-book-photos"
      tabIndex={-1}
      aria-labelledby="photos-heading"
      className={cx('rounded-lg border border-line bg-card p-4 outline-none', SECTION_SCROLL_MARGIN)}
    >
      <h2 id="photos-heading" className="mb-1 text-xl font-semibold">
        Wood photos
      </h2>
      <p className="mb-3 text-xs text-ink-muted">
        JPEG, PNG or WebP up to 10 MB. The first photo of a wood replaces its generated texture on the wood cards, in
        the grain dialog and on the PDF; all of them make the dialog&apos;s gallery, in this order.
        {isOwner ? '' : ' Only an owner can add or remove photos.'}
      </p>
      {photos.error ? <p role="alert">The photos could not be loaded.</p> : null}
      {failure ? (
        <p role="alert" className="mb-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {removeFailure ? (
        <p role="alert" className="mb-2 text-sm text-red-800">
          {removeFailure}
        </p>
      ) : null}
      {upload.isPending ? <p role="status">Uploading the photo…</p> : null}
      <ul className="divide-y divide-line text-sm">
        {current.species.flatMap((species) =>
          GRAINS.filter((grain) => current.book.species[`${species.speciesId}_${grain}`]).map((grain) => {
            const label = `${species.name} ${LABELS.grain[grain].toLowerCase()} grain`;
            const mine = (photos.data ?? []).filter(
              (photo) => photo.speciesId === species.speciesId && photo.grain === grain,
            );
            return (
              <li
                key={`${species.speciesId}_${grain}`}
                data-testid={`wood-photos-${species.speciesId}_${grain}`}
                className="flex flex-wrap items-center gap-3 py-2"
              >
                <span className="w-48 font-medium">{label}</span>
                {mine.length === 0 ? <span className="text-xs text-ink-muted">Generated texture</span> : null}
                <ul className="flex flex-wrap gap-2" aria-label={`Photos of ${label}`}>
                  {mine.map((photo) => (
                    <li key={photo.id} className="flex items-center gap-1">
                      <img
                        src={photo.thumbnailUrl}
                        alt={`${label}, photo ${photo.position}`}
                        className="h-12 w-16 rounded object-cover"
                      />
                      {isOwner ? (
                        <button
                          type="button"
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(photo.id)}
                          className="rounded px-1.5 py-0.5 text-xs text-red-800 underline hover:bg-red-50"
                        >
                          Remove
                          <span className="sr-only">
                            {' '}
                            {label} photo {photo.position}
                          </span>
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {isOwner ? (
                  <label className="ml-auto cursor-pointer rounded border border-line-strong px-2 py-1 text-xs hover:bg-walnut-50">
                    Add photo<span className="sr-only"> of {label}</span>
                    <input
                      type="file"
                      accept={ACCEPTED}
                      aria-label={`Upload a photo of ${label}`}
                      disabled={upload.isPending}
                      className="sr-only"
                      onChange={(event) => onChoose(species.speciesId, grain, event.currentTarget)}
                    />
                  </label>
                ) : null}
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}
