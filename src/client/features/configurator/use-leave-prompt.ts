import { useEffect } from 'react';

/**
 * While a configuration is in progress nothing leaves the page (a link, Back past the first
 * step, closing the tab) without the browser's own leave prompt. The work is kept in the
 * browser anyway; the prompt is for a customer who did not mean to go.
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
