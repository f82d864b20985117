import { useCallback, useDeferredValue, useState } from 'react';
import type { SurfaceDraft } from '#core/surface/surface-rules';

/** The parts of step 1 that show the draft: the form's sections and the advice beside the price. */
export type SectionId =
  | 'surface-type'
  | 'wood-species'
  | 'type-options'
  | 'dimensions'
  | 'thickness'
  | 'backsplash'
  | 'cutouts'
  | 'edges'
  | 'finish'
  | 'advice';

/** What a section shows of the configuration, all from one moment. */
export interface SectionView {
  draft: SurfaceDraft;
  errors: Record<string, string>;
  customThickness: string | null;
}

const NONE: ReadonlySet<SectionId> = new Set();
/** Every section: a change none of them made. */
const ALL = 'all';

/**
 * ADR 048: a tap renders at once only what the customer is looking at. The section changed
 * (`touch`, called with the change) gets the configuration as it is now; every other section
 * gets it as it was (`useDeferredValue`) and follows in a transition React may interrupt, after
 * the frame that shows the choice and the price has been painted. A touched section stays on the
 * current configuration until the others have caught up, so a field being typed in never gets
 * an older value back (which would rewrite its text).
 */
export function useSectionDrafts(now: SectionView): {
  of: (section: SectionId) => SectionView;
  /** Whether a section shows the configuration as it is now, ahead of the others. */
  ahead: (section: SectionId) => boolean;
  touch: (section: SectionId) => void;
  /** What the sections not touched show. */
  deferred: SectionView;
} {
  const draft = useDeferredValue(now.draft);
  const errors = useDeferredValue(now.errors);
  const customThickness = useDeferredValue(now.customThickness);
  const [touched, setTouched] = useState<ReadonlySet<SectionId> | typeof ALL>(NONE);
  const caughtUp = draft === now.draft && errors === now.errors && customThickness === now.customThickness;
  // During render, as React allows for a component's own state: the render that catches up
  // is the one that forgets which sections were ahead. A change no section made (a kept draft
  // restored, Start over) shows everywhere at once: no tap is waiting for it.
  if (caughtUp && touched !== NONE) setTouched(NONE);
  if (!caughtUp && touched === NONE) setTouched(ALL);
  const touch = useCallback(
    (section: SectionId) =>
      setTouched((current) => (current === ALL || current.has(section) ? current : new Set([...current, section]))),
    [],
  );
  const deferred: SectionView = { draft, errors, customThickness };
  const ahead = (section: SectionId) => !caughtUp && (touched === ALL || touched.has(section));
  return { of: (section) => (ahead(section) ? now : deferred), ahead, touch, deferred };
}
