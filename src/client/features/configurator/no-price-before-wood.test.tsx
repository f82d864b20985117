import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickWood, renderConfiguratorReady, withConfiguratorServer } from '#client/shared/testing/render-configurator';

/** A price in a wood nobody picked is not the customer's: none shows until a wood is chosen. */
withConfiguratorServer();

describe('no price before a wood is chosen', () => {
  it('the Pricing Summary and the phone bar ask for a wood, then show the line total', async () => {
    const { user } = await renderConfiguratorReady();
    const summary = within(screen.getByRole('region', { name: 'Pricing Summary' }));
    expect(summary.getByText('Choose a wood species to see your price.')).toBeTruthy();
    expect(screen.queryByTestId('line-total')).toBeNull();
    expect(screen.getByTestId('mobile-price-bar').textContent).toContain('Choose a wood');
    expect(screen.getByTestId('mobile-price-bar').textContent).not.toMatch(/R\s?\d/);

    await pickWood(user, 'Kiaat', 'Face');
    expect(await screen.findByTestId('line-total')).toBeTruthy();
    expect(summary.queryByText('Choose a wood species to see your price.')).toBeNull();
    expect(screen.getByTestId('mobile-price-bar').textContent).toMatch(/R\s?\d/);
  });
});
