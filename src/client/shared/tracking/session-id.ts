import { randomId } from '../random-id';

/**
 * Cookie-less tracking (ANALYTICS-04): a random id for this browser tab's visit, kept in
 * sessionStorage so it ends with the tab and never identifies a person across visits.
 */
const SESSION_KEY = 'grainline.sessionId';
let memorySessionId: string | null = null;

export function getSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const created = randomId();
    window.sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    memorySessionId ??= randomId();
    return memorySessionId;
  }
}
