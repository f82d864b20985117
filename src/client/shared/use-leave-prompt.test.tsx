import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeavePrompt } from './use-leave-prompt';

/** Whether leaving now would ask: the browser asks when a handler cancels beforeunload. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeavePrompt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks while work is in progress, and not once it is done', () => {
    const { rerender } = renderHook(({ inProgress }) => useLeavePrompt(inProgress), {
      initialProps: { inProgress: true },
    });
    expect(leavingAsks()).toBe(true);
    rerender({ inProgress: false });
    expect(leavingAsks()).toBe(false);
  });

  it('work the browser keeps (a reload, a link opening in the tab) leaves without asking', () => {
    renderHook(() => useLeavePrompt(true, { unlessStored: true }));
    expect(leavingAsks()).toBe(false);
  });

  it('where storage is blocked, the same work asks first', () => {
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderHook(() => useLeavePrompt(true, { unlessStored: true }));
    expect(leavingAsks()).toBe(true);
  });
});
