import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSurface } from '#core/pricing/test-factories';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { renderConfigurator, withConfiguratorServer } from '#client/shared/testing/render-configurator';
import { makePartner, signInPartner } from '#tests/integration/helpers/accounts';

/**
 * A signed-in partner's Quote Summary (PARTNER-15) names the person quoted as the client, never
 * as "you": the prompt, the form, its toast and the quote panel, on the real server's answers.
 */
const server = withConfiguratorServer();

const countertop = (): SurfaceConfiguration => ({
  ...makeSurface({ woodSpecies: 'pine_face', lengthMm: 2000 }),
  id: 'countertop-1',
});

describe("a partner's quote names the client as the client", () => {
  it('asks for, confirms and shows the client’s details, never "your contact details"', async () => {
    const partner = await makePartner(server.database.db, { businessName: 'Oak & Iron Interiors' });
    server.cookie = await signInPartner(server.app, partner);
    window.localStorage.clear();
    window.localStorage.setItem('grainline.savedSurfaces', JSON.stringify([countertop()]));
    const { user } = await renderConfigurator({ path: '/configurator?step=2', keepStorage: true });
    await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });

    expect(await screen.findByRole('heading', { name: "Your Client's Details" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const prompt = screen.getByRole('region', { name: "Your Client's Details" });
    expect(prompt.textContent).toContain("Enter your client's details");
    expect(prompt.textContent).not.toMatch(/your details|your quote/i);
    await user.click(within(prompt).getByRole('button', { name: "Enter Client's Details" }));

    await user.click(screen.getByRole('radio', { name: /^Contractor/ }));
    await user.type(screen.getByLabelText("Client's full name"), 'Lindiwe Dube');
    await user.type(screen.getByLabelText("Client's email"), `lindiwe.${Date.now()}@example.co.za`);
    await user.type(screen.getByLabelText("Client's phone"), '082 555 0142');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Save Quote for Client' }));

    expect(await screen.findByText("Your client's details have been saved successfully.")).toBeTruthy();
    expect(screen.queryByText(/Your contact details/)).toBeNull();
    const panel = screen.getByRole('region', { name: "Your Client's Quote" });
    expect(within(panel).getByText(/For Lindiwe Dube/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: "Edit client's details" })).toBeTruthy();
    expect(await within(panel).findByRole('link', { name: "View your client's quote page" })).toBeTruthy();
  });
});
