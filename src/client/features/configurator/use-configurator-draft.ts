import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { explainChanges } from '#core/surface/change-notices';
import { newSurface } from '#core/surface/surface-defaults';
import { decodeSurfaceLink } from '#core/surface/surface-link';
import type { Grain } from '#core/surface/surface-options';
import {
  changeThickness,
  changeWoodSpecies,
  validateSurface,
  type SurfaceDraft,
  type SurfaceValidation,
} from '#core/surface/surface-rules';
import { randomId } from '#client/shared/random-id';

export const SHARE_LINK_PARAM = 'c';

const loadDraftStore = () => import('#client/shared/quote-in-progress/draft-store');

interface DraftState {
  draft: SurfaceDraft;
  /** CONF-19: 'Add & Get My Quote' waits until the customer has picked a wood themselves. */
  speciesChosen: boolean;
  /** The custom thickness as typed; null while a preset is chosen. */
  customThickness: string | null;
  /** The share link's message when ?c= could not be read (CONF-38). */
  linkError: string | null;
  /** What the last change did that the customer did not pick, shown where they clicked. */
  notice: ChangeNotice | null;
}

/** Where a change came from, so its notice shows there. */
export type ChangeOrigin = 'surface-type' | 'type-options';

export interface ChangeNotice {
  origin: ChangeOrigin;
  messages: readonly string[];
}

function freshState(): DraftState {
  return {
    draft: newSurface({ id: randomId() }),
    speciesChosen: false,
    customThickness: null,
    linkError: null,
    notice: null,
  };
}

/** Opening /configurator?c=… restores a shared configuration (CONF-38). */
function initialState(): DraftState {
  // Pre-rendered on the server (ADR 016), the first screen is a fresh visit's.
  if (typeof window === 'undefined') return freshState();
  const param = new URLSearchParams(window.location.search).get(SHARE_LINK_PARAM);
  if (param === null) return freshState();
  const decoded = decodeSurfaceLink(param);
  if (!decoded.ok) return { ...freshState(), linkError: decoded.message };
  // The link carries a species the sender chose, so the customer may add it straight away.
  return {
    draft: { ...decoded.surface, id: randomId() },
    speciesChosen: true,
    customThickness: null,
    linkError: null,
    notice: null,
  };
}

export interface ConfiguratorDraft {
  draft: SurfaceDraft;
  speciesChosen: boolean;
  customThickness: string | null;
  linkError: string | null;
  validation: SurfaceValidation;
  notice: ChangeNotice | null;
  update: (rule: (draft: SurfaceDraft) => SurfaceDraft, origin?: ChangeOrigin) => void;
  chooseSpecies: (speciesId: string, grain: Grain) => void;
  chooseThicknessPreset: (thicknessMm: number) => void;
  typeCustomThickness: (text: string) => void;
  /** Leaving the custom thickness: CONF-20's blank is the 32 mm preset, ignored input shows what is priced. */
  settleCustomThickness: () => void;
  reset: () => void;
  dismissLinkError: () => void;
}

export function useConfiguratorDraft(): ConfiguratorDraft {
  const [state, setState] = useState(initialState);
  // Nothing is kept before the kept draft is read, so the first screen's fresh draft cannot overwrite it.
  const restored = useRef(false);

  // A surface in progress comes back after a reload or a reopened tab the same day. After
  // hydration, so the pre-rendered first screen (ADR 016) still matches; a share link (its wood
  // already chosen) wins over it.
  // Loaded apart, so it does not count against the first-load budget (tests/e2e/first-load-budget.spec.ts).
  useEffect(() => {
    void loadDraftStore().then(({ keptDraft }) => {
      const kept = keptDraft();
      restored.current = true;
      if (kept)
        setState((current) => (current.speciesChosen ? current : { ...current, draft: kept, speciesChosen: true }));
    });
  }, []);

  const update = useCallback((rule: (draft: SurfaceDraft) => SurfaceDraft, origin?: ChangeOrigin) => {
    setState((current) => {
      const draft = rule(current.draft);
      if (draft === current.draft) return current;
      // A new surface type brings its own thickness (CONF-10), so a half-typed custom one goes.
      const typeChanged = draft.surfaceType !== current.draft.surfaceType;
      const messages = origin ? explainChanges(current.draft, draft) : [];
      return {
        ...current,
        draft,
        customThickness: typeChanged ? null : current.customThickness,
        notice: origin && messages.length > 0 ? { origin, messages } : null,
      };
    });
  }, []);

  const chooseSpecies = useCallback((speciesId: string, grain: Grain) => {
    setState((current) => ({
      ...current,
      draft: changeWoodSpecies(current.draft, speciesId, grain),
      speciesChosen: true,
    }));
  }, []);

  const chooseThicknessPreset = useCallback((thicknessMm: number) => {
    setState((current) => ({
      ...current,
      draft: changeThickness(current.draft, String(thicknessMm)),
      customThickness: null,
    }));
  }, []);

  const typeCustomThickness = useCallback((text: string) => {
    setState((current) => ({ ...current, draft: changeThickness(current.draft, text), customThickness: text }));
  }, []);

  // CONF-20: a blank custom thickness reverts to 32 mm, shown as that preset; out-of-range or
  // broken input was ignored, so the field shows the thickness still priced.
  const settleCustomThickness = useCallback(() => {
    setState((current) => {
      if (current.customThickness === null) return current;
      const blank = current.customThickness.trim() === '';
      return { ...current, customThickness: blank ? null : String(current.draft.thicknessMm) };
    });
  }, []);

  const reset = useCallback(() => setState(freshState), []);
  const dismissLinkError = useCallback(() => setState((current) => ({ ...current, linkError: null })), []);

  const validation = useMemo(() => validateSurface(state.draft), [state.draft]);

  // Kept once the customer has picked a wood, at its last valid shape while a field is half
  // typed; a reset (the surface added to the quote: a fresh draft, which is valid) clears it.
  useEffect(() => {
    if (validation.ok && restored.current)
      void loadDraftStore().then(({ keepDraft }) => keepDraft(state.speciesChosen ? validation.surface : null));
  }, [state.speciesChosen, validation]);

  return {
    draft: state.draft,
    speciesChosen: state.speciesChosen,
    customThickness: state.customThickness,
    linkError: state.linkError,
    notice: state.notice,
    validation,
    update,
    chooseSpecies,
    chooseThicknessPreset,
    typeCustomThickness,
    settleCustomThickness,
    reset,
    dismissLinkError,
  };
}
