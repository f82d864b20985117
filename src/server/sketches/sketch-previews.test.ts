import { describe, expect, it } from 'vitest';
import type { SketchPreviewResult } from './sketch-preview';
import { createSketchPreviews } from './sketch-previews';

/** A renderer whose renders finish only when the test says, counting how many run at once. */
function heldRenderer() {
  const held: (() => void)[] = [];
  const state = { running: 0, most: 0, calls: 0 };
  const render = async (): Promise<SketchPreviewResult> => {
    state.calls += 1;
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    await new Promise<void>((resolve) => held.push(resolve));
    state.running -= 1;
    return { ok: true, webp: Buffer.alloc(10) };
  };
  const releaseAll = async () => {
    while (held.length > 0 || state.running > 0) {
      held.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { render, state, releaseAll };
}

const sketch = (id: string) => ({ id, bytes: new Uint8Array(1), mimeType: 'image/png' as const });

describe('sketch previews are bounded (ADR 026)', () => {
  it('renders at most `concurrency` at once, answers busy past `maxWaiting`, and renders a sketch asked for twice once', async () => {
    const { render, state, releaseAll } = heldRenderer();
    const previews = createSketchPreviews({ concurrency: 2, maxWaiting: 2, render });
    const asked = ['a', 'b', 'c', 'd', 'a'].map((id) => previews.previewOf(sketch(id)));
    expect(await previews.previewOf(sketch('e'))).toEqual({ ok: false, error: 'busy' });
    await releaseAll();
    const results = await Promise.all(asked);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(state.most).toBe(2);
    expect(state.calls).toBe(4);
  });

  it('keeps at most `maxBytes` of previews, dropping the least recently used', async () => {
    let calls = 0;
    const previews = createSketchPreviews({
      maxBytes: 25,
      render: () => {
        calls += 1;
        return Promise.resolve({ ok: true, webp: Buffer.alloc(10) });
      },
    });
    await previews.previewOf(sketch('a'));
    await previews.previewOf(sketch('b'));
    await previews.previewOf(sketch('a'));
    expect(calls).toBe(2);
    // A third 10-byte preview passes 25 bytes: 'b', used least recently, goes.
    await previews.previewOf(sketch('c'));
    await previews.previewOf(sketch('a'));
    expect(calls).toBe(3);
    await previews.previewOf(sketch('b'));
    expect(calls).toBe(4);
  });

  it('does not keep a failed render', async () => {
    let calls = 0;
    const previews = createSketchPreviews({
      render: () => {
        calls += 1;
        return Promise.resolve({ ok: false, error: 'unreadable' } as const);
      },
    });
    await previews.previewOf(sketch('a'));
    await previews.previewOf(sketch('a'));
    expect(calls).toBe(2);
  });
});
