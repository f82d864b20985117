import { describe, expect, it, vi } from 'vitest';

const received: unknown[][] = [];
vi.mock('./visitor-tracker', () => ({ trackInteraction: (...args: unknown[]) => received.push(args) }));

describe('trackInteraction before the tracker has loaded (ANALYTICS-02)', () => {
  it('holds what happens meanwhile, with its own time, and hands it on in order', async () => {
    const { trackInteraction } = await import('./track');
    trackInteraction('page_view');
    trackInteraction('configurator_start', { value: 1 });
    expect(received).toEqual([]);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map(([type]) => type)).toEqual(['page_view', 'configurator_start']);
    expect(received[1]?.[1]).toMatchObject({ value: 1, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    trackInteraction('page_hidden');
    expect(received[2]).toEqual(['page_hidden', {}]);
  });
});
