import { useSyncExternalStore } from 'react';

/** Whether the browser is solving a challenge now (ADR 040): the buttons say "Checking…" meanwhile. */
let checking = false;
const listeners = new Set<() => void>();

export function setChecking(next: boolean): void {
  checking = next;
  for (const listener of listeners) listener();
}

export const isChecking = (): boolean => checking;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useChecking = (): boolean => useSyncExternalStore(subscribe, isChecking, () => false);
