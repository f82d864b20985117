import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage so a reload keeps it, re-checked on every read because
 * storage can hold anything (another app version, a hand edit). When storage is blocked
 * (an embed's third-party storage, private modes) the value lives in memory for the visit.
 */
export interface StoredValue<T> {
  get: () => T;
  /** The value before storage is read: what the pre-rendered page shows (ADR 016). */
  initial: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

interface StoredValueOptions<T> {
  key: string;
  /** The value from parsed JSON, or undefined when it is not a valid one. */
  read: (json: unknown) => T | undefined;
  fallback: T;
}

export function createStoredValue<T>({ key, read, fallback }: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cache: { value: T } | null = null;
  let memory: string | null = null;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory;
    }
  };

  const parse = (raw: string | null): T => {
    if (raw === null) return fallback;
    try {
      return read(JSON.parse(raw)) ?? fallback;
    } catch {
      return fallback;
    }
  };

  const get = (): T => {
    cache ??= { value: parse(readRaw()) };
    return cache.value;
  };

  const set = (value: T): void => {
    cache = { value };
    memory = JSON.stringify(value);
    try {
      window.localStorage.setItem(key, memory);
    } catch {
      // The in-memory copy keeps the value for this visit.
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Another tab changed the value: the next read goes back to storage.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      cache = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { get, initial: () => fallback, set, subscribe };
}

/** The stored value; while hydrating the pre-rendered page, the fallback it was rendered with, then the stored one. */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.initial);
}
