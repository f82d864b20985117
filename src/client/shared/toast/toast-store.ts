/**
 * A tiny store for toasts (OPS-09): at most one visible at a time; a newer toast
 * replaces the older one. Dismissed toasts stay mounted briefly so Radix can animate them out.
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

type Listener = () => void;

const TOAST_LIMIT = 1;
// Not the original 1,000,000 ms (OPS-09), which only keeps dead toasts in memory; a closed toast is
// removed once its exit animation has had time to run.
const REMOVE_DELAY_MS = 1_000;

let toasts: readonly ToastMessage[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit(next: readonly ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastMessage[] {
  return toasts;
}

export function dismissToast(id: string): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id || t.open)), REMOVE_DELAY_MS);
}

export function showToast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  counter += 1;
  const id = `toast-${counter}`;
  const message: ToastMessage = { id, title: input.title, variant: input.variant ?? 'default', open: true };
  if (input.description !== undefined) message.description = input.description;
  emit([message, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}
