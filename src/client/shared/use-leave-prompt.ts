import { useEffect } from 'react';

/**
 * While `inProgress`, closing or reloading the tab asks first, with the browser's own leave
 * prompt: a configuration in progress (kept in the browser anyway; the prompt is for a customer
 * who did not mean to go), or recovery codes not yet confirmed as saved (STAFF-16).
 */
export function useLeavePrompt(inProgress: boolean): void {
  useEffect(() => {
    if (!inProgress) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [inProgress]);
}
