import { validateSurface, type SurfaceDraft } from '#core/surface/surface-rules';
import { createStoredValue } from '#client/shared/stored-value';

/** How long a surface in progress waits for its customer: a reload, a crash or a tab reopened the same day. */
export const DRAFT_KEPT_MS = 864e5;

/**
 * The surface being configured and when it was kept (epoch ms), beside the saved surfaces so a
 * reload or a closed tab loses no work. Storage can hold anything, so it is validated again on
 * read; a broken time reads as NaN, never recent enough. A bare pair, because this code counts
 * against the first-load budget (tests/e2e/first-load-budget.spec.ts).
 */
export const draftStore = createStoredValue<readonly [number, SurfaceDraft] | null>({
  key: 'grainline.draft',
  // Anything but an array throws here, and createStoredValue reads a throw as no value.
  read: (json) => {
    const [at, draft] = json as unknown[];
    const result = validateSurface(draft);
    return result.ok ? [Number(at), result.surface] : undefined;
  },
  fallback: null,
});

/** The kept draft when it was kept less than a day ago. */
export function keptDraft(): SurfaceDraft | undefined {
  const kept = draftStore.get();
  return kept && Date.now() - kept[0] < DRAFT_KEPT_MS ? kept[1] : undefined;
}

/** Keeps a draft from now on, or clears it with null. */
export const keepDraft = (draft: SurfaceDraft | null) => draftStore.set(draft && [Date.now(), draft]);
