import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Read-only server data the configurator needs (the catalogue, who is signed in), kept once
 * per page and shared by every component, as React Query would, in a few hundred bytes: the
 * configurator's first load cannot afford React Query (ADR 008). Each resource is fetched
 * once and never goes stale (OPS-04); `refreshResource` fetches it again on purpose. A value
 * the server wrote into the page (`seedResources`) is used without a request.
 */
export type ResourceState<T> =
  | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false }
  | { status: 'success'; data: T; error: null; isPending: false; isError: false }
  | { status: 'error'; data: T | undefined; error: unknown; isPending: false; isError: true };

export type ResourceResult<T> = ResourceState<T> & { refetch: () => Promise<void> };

interface Entry {
  state: ResourceState<unknown>;
  load?: () => Promise<unknown>;
  inFlight?: Promise<void>;
  listeners: Set<() => void>;
}

const PENDING: ResourceState<never> = {
  status: 'pending',
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
};
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: PENDING, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: ResourceState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** Data already known for a key (written into the page, or set after a sign-in): no request. */
export function setResource<T>(key: string, data: T): void {
  publish(entryOf(key), { status: 'success', data, error: null, isPending: false, isError: false });
}

/** The value known for a key, if any, outside a component. */
export function resourceData<T>(key: string): T | undefined {
  return entries.get(key)?.state.data as T | undefined;
}

/** The catalogue a server-side render of the first screen starts from (ADR 016), in place of any before. */
export function replaceResources(values: Readonly<Record<string, unknown>>): void {
  entries.clear();
  for (const [key, data] of Object.entries(values)) setResource(key, data);
}

/** Values the server wrote into the page, by key; each counts as already fetched. */
export function seedResources(values: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(values))
    if (entries.get(key)?.state.status !== 'success') setResource(key, data);
}

function fetchEntry(entry: Entry): Promise<void> {
  const load = entry.load;
  if (!load) return Promise.resolve();
  entry.inFlight ??= load().then(
    (data) => publish(entry, { status: 'success', data, error: null, isPending: false, isError: false }),
    (error: unknown) =>
      publish(entry, { status: 'error', data: entry.state.data, error, isPending: false, isError: true }),
  );
  const inFlight = entry.inFlight;
  return inFlight.finally(() => {
    if (entry.inFlight === inFlight) entry.inFlight = undefined;
  });
}

/** Fetch a resource again (after a sign-in, or a change elsewhere); its old value shows meanwhile. */
export function refreshResource(key: string): Promise<void> {
  return fetchEntry(entryOf(key));
}

/** The resource under `key`, fetched with `load` the first time any component asks for it. */
export function useResource<T>(key: string, load: () => Promise<T>): ResourceResult<T> {
  const entry = entryOf(key);
  entry.load ??= load;
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  // The pre-rendered page (ADR 016) was rendered from the same seeded values, so hydration reads the store as it is.
  const snapshot = () => entry.state as ResourceState<T>;
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (entry.state.status === 'pending' && !entry.inFlight) void fetchEntry(entry);
  }, [entry]);
  const refetch = useCallback(() => fetchEntry(entry), [entry]);
  return { ...state, refetch };
}
