import { useEffect } from 'react';

const PROBE_KEY = 'grainline.storage-probe';

/** Whether this browser keeps what the page stores (blocked storage keeps it in memory only: stored-value.ts). */
export function storageKeepsWork(): boolean {
  try {
    window.localStorage.setItem(PROBE_KEY, '1');
    window.localStorage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

export interface LeavePromptOptions {
  /** The work is kept in the browser's storage, so it asks only when that storage is blocked. */
  unlessStored?: boolean;
}

/**
 * While `inProgress`, closing or reloading the tab asks first, with the browser's own leave
 * prompt: recovery codes not yet confirmed as saved (STAFF-16), or a configuration in progress
 * only where the browser cannot keep it; where it can, a reload or a link opening in the tab
 * loses nothing, and asking would be a false alarm.
 */
export function useLeavePrompt(inProgress: boolean, { unlessStored = false }: LeavePromptOptions = {}): void {
  useEffect(() => {
    if (!inProgress) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (unlessStored && storageKeepsWork()) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [inProgress, unlessStored]);
}
