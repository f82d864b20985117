import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  pickWood,
  renderConfigurator,
  renderConfiguratorReady,
  withConfiguratorServer,
  woodName,
} from '#client/shared/testing/render-configurator';

/**
 * CONF-27 on step 1: bad wood data from the catalogue degrades the wood picker, never the page.
 * A malformed wood is skipped and logged; an answer that is not a list shows no woods and a
 * retry, and every other section keeps working.
 */
const server = withConfiguratorServer();

const WOOD_SPECIES = /^\/api\/wood-species$/;
const answer = (data: unknown) => Response.json({ success: true, data });

describe('bad wood species data on step 1', () => {
  it('skips a malformed wood and logs it; the other woods are chosen and priced as usual', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.intercept(WOOD_SPECIES, async ({ pass }) => {
      const { data } = (await (await pass()).json()) as { data: Record<string, unknown>[] };
      // Kiaat without its grains, and an item that is no wood at all.
      return answer([...data.map((wood) => (wood.name === 'Kiaat' ? { ...wood, grains: 'face' } : wood)), null]);
    });
    const { user } = await renderConfiguratorReady();
    expect(screen.queryByRole('button', { name: woodName('Kiaat') })).toBeNull();
    expect(screen.getByRole('button', { name: woodName('Walnut') })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Skipped 2 malformed wood species item(s)');
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    await pickWood(user, 'Pine', 'Face');
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add & Get My Quote' }).disabled).toBe(false),
    );
  });

  it('shows no woods and a retry for a list that is not a list; the rest of step 1 works, and the retry brings the woods', async () => {
    server.intercept(WOOD_SPECIES, () => answer({ pine: { name: 'Pine' } }));
    const { user } = await renderConfigurator();
    const section = (await screen.findByRole('heading', { name: /Wood Species/ })).closest('section');
    if (!section) throw new Error('The wood species section is a section');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('We could not load the wood species.');
    expect(screen.queryByRole('button', { name: woodName('Pine') })).toBeNull();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    // The sections below still answer: a surface type and a finish are chosen as usual.
    await user.click(screen.getByRole('radio', { name: /^Table Top/ }));
    expect(await screen.findByRole('heading', { name: /Table Options/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Surface Finish/ })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: woodName('Pine') })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
