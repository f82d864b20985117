import { useCallback, useMemo, useState } from 'react';
import { newSurface } from '../../../core/surface/surface-defaults';
import { decodeSurfaceLink } from '../../../core/surface/surface-link';
import type { Grain } from '../../../core/surface/surface-options';
import {
  changeThickness,
  changeWoodSpecies,
  validateSurface,
  type SurfaceDraft,
  type SurfaceValidation,
} from '../../../core/surface/surface-rules';
import { randomId } from '../../shared/random-id';

export const SHARE_LINK_PARAM = 'c';

interface DraftState {
  draft: SurfaceDraft;
  /** SPEC §2: 'Add & Get My Quote' waits until the customer has picked a wood themselves. */
  speciesChosen: boolean;
  /** The custom thickness as typed; null while a preset is chosen. */
  customThickness: string | null;
  /** The share link's message when ?c= could not be read (SPEC-less; DECISIONS §7.4). */
  linkError: string | null;
}

function freshState(): DraftState {
  return { draft: newSurface({ id: randomId() }), speciesChosen: false, customThickness: null, linkError: null };
}

/** Opening /configurator?c=… restores a shared configuration (DECISIONS §7.4). */
function initialState(): DraftState {
  const param = new URLSearchParams(window.location.search).get(SHARE_LINK_PARAM);
  if (param === null) return freshState();
  const decoded = decodeSurfaceLink(param);
  if (!decoded.ok) return { ...freshState(), linkError: decoded.message };
  // The link carries a species the sender chose, so the customer may add it straight away.
  return { draft: { ...decoded.surface, id: randomId() }, speciesChosen: true, customThickness: null, linkError: null };
}

/**
 * The draft as validation should see it: a custom thickness the shared rule ignored (out of
 * range, not a whole number) still has to block pricing and show its message.
 */
function candidateOf({ draft, customThickness }: DraftState): SurfaceDraft {
  if (customThickness === null || customThickness.trim() === '') return draft;
  if (changeThickness(draft, customThickness) !== draft) return draft;
  const typed = Number(customThickness.trim());
  return typed === draft.thicknessMm ? draft : { ...draft, thicknessMm: typed };
}

export interface ConfiguratorDraft {
  draft: SurfaceDraft;
  speciesChosen: boolean;
  customThickness: string | null;
  linkError: string | null;
  validation: SurfaceValidation;
  update: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
  chooseSpecies: (speciesId: string, grain: Grain) => void;
  chooseThicknessPreset: (thicknessMm: number) => void;
  typeCustomThickness: (text: string) => void;
  reset: () => void;
  dismissLinkError: () => void;
}

export function useConfiguratorDraft(): ConfiguratorDraft {
  const [state, setState] = useState(initialState);

  const update = useCallback((rule: (draft: SurfaceDraft) => SurfaceDraft) => {
    setState((current) => {
      const draft = rule(current.draft);
      if (draft === current.draft) return current;
      // A new surface type brings its own thickness (SPEC §4), so a half-typed custom one goes.
      const typeChanged = draft.surfaceType !== current.draft.surfaceType;
      return { ...current, draft, customThickness: typeChanged ? null : current.customThickness };
    });
  }, []);

  const chooseSpecies = useCallback((speciesId: string, grain: Grain) => {
    setState((current) => ({ ...current, draft: changeWoodSpecies(current.draft, speciesId, grain), speciesChosen: true }));
  }, []);

  const chooseThicknessPreset = useCallback((thicknessMm: number) => {
    setState((current) => ({ ...current, draft: changeThickness(current.draft, String(thicknessMm)), customThickness: null }));
  }, []);

  const typeCustomThickness = useCallback((text: string) => {
    setState((current) => ({ ...current, draft: changeThickness(current.draft, text), customThickness: text }));
  }, []);

  const reset = useCallback(() => setState(freshState), []);
  const dismissLinkError = useCallback(() => setState((current) => ({ ...current, linkError: null })), []);

  const validation = useMemo(() => validateSurface(candidateOf(state)), [state]);

  return {
    draft: state.draft,
    speciesChosen: state.speciesChosen,
    customThickness: state.customThickness,
    linkError: state.linkError,
    validation,
    update,
    chooseSpecies,
    chooseThicknessPreset,
    typeCustomThickness,
    reset,
    dismissLinkError,
  };
}
