import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveDialogEntry, useBackClosesDialog } from './use-back-closes-dialog';

/** Resolves on the next popstate: history.back() is answered asynchronously, as in a browser. */
const nextPopState = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

const isDialogEntry = () => (window.history.state as Record<string, unknown> | null)?.grainlineDialog === true;

function renderDialog(open: boolean) {
  const close = vi.fn();
  const rendered = renderHook(({ isOpen }) => useBackClosesDialog(isOpen, close), { initialProps: { isOpen: open } });
  return { close, ...rendered };
}

describe('useBackClosesDialog: one Back rule for every dialog', () => {
  let startLength: number;
  beforeEach(() => {
    window.history.replaceState({ page: 'summary' }, '', '/configurator?step=2');
    startLength = window.history.length;
  });
  afterEach(() => vi.restoreAllMocks());

  it('a closed dialog adds no history entry', () => {
    renderDialog(false);
    expect(window.history.length).toBe(startLength);
    expect(isDialogEntry()).toBe(false);
  });

  it('opening adds an entry at the same address, keeping the page’s own state', () => {
    renderDialog(true);
    expect(window.history.length).toBe(startLength + 1);
    expect(window.location.search).toBe('?step=2');
    expect(window.history.state).toMatchObject({ page: 'summary', grainlineDialog: true });
  });

  it('Back closes the dialog and stays at the page’s address', async () => {
    const { close } = renderDialog(true);
    const popped = nextPopState();
    act(() => window.history.back());
    await popped;
    expect(close).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?step=2');
    expect(isDialogEntry()).toBe(false);
  });

  it('closed another way, the dialog takes its entry back out, so the next Back goes where it would have', async () => {
    const back = vi.spyOn(window.history, 'back');
    const { close, rerender } = renderDialog(true);
    const popped = nextPopState();
    rerender({ isOpen: false });
    await popped;
    expect(back).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    expect(isDialogEntry()).toBe(false);
  });

  it('closed by Back, it does not go back a second time', async () => {
    const { rerender } = renderDialog(true);
    const popped = nextPopState();
    act(() => window.history.back());
    await popped;
    const back = vi.spyOn(window.history, 'back');
    rerender({ isOpen: false });
    expect(back).not.toHaveBeenCalled();
  });

  it('an unmounted dialog (the 3D view closes by unmounting) takes its entry out too', async () => {
    const back = vi.spyOn(window.history, 'back');
    const { unmount } = renderDialog(true);
    const popped = nextPopState();
    unmount();
    await popped;
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('leaveDialogEntry waits for the entry to go, then the page may add its own', async () => {
    const { close } = renderDialog(true);
    await act(() => leaveDialogEntry());
    expect(isDialogEntry()).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
    // With no dialog open it resolves at once and goes nowhere.
    const back = vi.spyOn(window.history, 'back');
    await leaveDialogEntry();
    expect(back).not.toHaveBeenCalled();
  });
});
