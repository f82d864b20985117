import { useCallback, useSyncExternalStore } from 'react';
import type { WizardStep } from './step-indicator';

/**
 * The wizard's step lives in the address (`?step=2`), so the browser's Back and Forward move
 * between the steps and a reload keeps the step. Built on window.history and
 * popstate alone, not on the router, so the configurator's entry can change routers freely.
 */
const STEP_PARAM = 'step';
/** Fired after this hook changes the address itself; popstate covers Back and Forward. */
const STEP_CHANGE_EVENT = 'grainline:wizard-step';

export function stepInAddress(): WizardStep {
  return new URLSearchParams(window.location.search).get(STEP_PARAM) === '2' ? 2 : 1;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(STEP_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(STEP_CHANGE_EVENT, onChange);
  };
}

export interface GoToStepOptions {
  /**
   * Search parameters that have done their job (a share link), dropped from this entry too, so Back does not bring them
   * back.
   */
  dropParams?: readonly string[];
}

export function useWizardStep(): { step: WizardStep; goToStep: (step: WizardStep, options?: GoToStepOptions) => void } {
  const step = useSyncExternalStore(subscribe, stepInAddress, () => 1 as const);
  const goToStep = useCallback((next: WizardStep, { dropParams = [] }: GoToStepOptions = {}) => {
    const url = new URL(window.location.href);
    if (dropParams.some((param) => url.searchParams.has(param))) {
      for (const param of dropParams) url.searchParams.delete(param);
      window.history.replaceState(window.history.state, '', url);
    }
    if (next === stepInAddress()) return;
    if (next === 2) url.searchParams.set(STEP_PARAM, '2');
    else url.searchParams.delete(STEP_PARAM);
    // The router's own state rides along, so it still recognises the entry on Back.
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(STEP_CHANGE_EVENT));
  }, []);
  return { step, goToStep };
}
