import { useSyncExternalStore } from 'react';

/**
 * Where the parent page's window sits over our frame, as public/embed.js reports it. The frame
 * is as tall as the page, so `position: fixed` means "fixed to the frame", which can be far
 * off screen; with this the app can place something on the part the customer actually sees.
 */
export interface ParentViewport {
  /** The frame's top edge in the parent's window, in CSS pixels (negative once scrolled past). */
  frameTop: number;
  /** The parent window's height. */
  height: number;
}

let current: ParentViewport | null = null;
const listeners = new Set<() => void>();

function isViewportMessage(data: unknown): data is { type: 'viewport'; frameTop: number; height: number } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'viewport' && Number.isFinite(message.frameTop) && Number.isFinite(message.height);
}

function onMessage(event: MessageEvent): void {
  // Only our own parent window; its origin is the customer's site, which we cannot know. The
  // message moves a price bar and nothing more, so a lying parent can only misplace it.
  if (event.source !== window.parent || !isViewportMessage(event.data)) return;
  current = { frameTop: event.data.frameTop, height: event.data.height };
  for (const listener of listeners) listener();
}

// Listening from the start: the parent's first report can come before anything subscribes.
if (typeof window !== 'undefined') window.addEventListener('message', onMessage);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
// The pre-rendered page knows no parent window; a report that came before hydration follows it.
const serverSnapshot = () => null;

/** null until the parent page has said where its window is (or when it never will). */
export function useParentViewport(): ParentViewport | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
