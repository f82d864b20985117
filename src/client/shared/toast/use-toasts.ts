import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts, type ToastMessage } from './toast-store';

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
