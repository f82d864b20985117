import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_RULES } from '#core/accounts/account-schemas';
import { makePartnerAccount } from '#client/shared/testing/partner-factories';
import { renderScreen, type Answers } from '#client/shared/testing/render-screen';
import { PartnerLoginScreen } from './partner-login-screen';
import { PartnerSetupScreen } from './partner-setup-screen';

const TOKEN = 'f'.repeat(43);
const SERVER_ERROR = { status: 500, code: 'internal', message: 'Something went wrong on our side. Please try again.' };
const LINK_DETAILS = {
  data: {
    id: 9,
    businessName: 'Failing Setup Ltd',
    businessType: 'reseller',
    discountPercentage: 12.5,
    status: 'approved',
  },
};

/** A call that is answered only when the test says so, to see the screen while it waits. */
function held<T>(reply: T): { answer: () => T | Promise<T>; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { answer: async () => (await gate, reply), release };
}

const renderSetup = (answers: Answers) =>
  renderScreen(<PartnerSetupScreen />, {
    path: `/professional/setup?token=${TOKEN}`,
    route: '/professional/setup',
    answers,
  });

async function fillSetup(
  rendered: ReturnType<typeof renderSetup>,
  username: string,
  password: string,
  confirm: string,
) {
  await rendered.fill(await screen.findByLabelText('Username'), username);
  await rendered.fill(screen.getByLabelText('Password', { selector: 'input#setup-password' }), password);
  await rendered.fill(screen.getByLabelText('Confirm Password'), confirm);
  await rendered.user.click(screen.getByRole('button', { name: 'Complete Setup' }));
}

describe('the partner setup screen (PARTNER-08, PARTNER-09)', () => {
  it('shows a placeholder while it checks the link, then Invalid Setup Link for one the server does not know', async () => {
    const lookup = held({ status: 404, code: 'not_found', message: 'Not found' });
    renderSetup({ [`GET /api/professional-users/${TOKEN}`]: lookup.answer });
    expect(await screen.findByRole('status', { name: 'Checking your setup link' })).toBeTruthy();
    lookup.release();
    expect(await screen.findByRole('heading', { name: 'Invalid Setup Link' })).toBeTruthy();
    expect(screen.getByText('This setup link is invalid or has expired.')).toBeTruthy();
  });

  it('shows the password rules before anything is typed, tied to the field, and keeps them beside a refusal', async () => {
    const rendered = renderSetup({ [`GET /api/professional-users/${TOKEN}`]: LINK_DETAILS });
    const password = await screen.findByLabelText('Password', { selector: 'input#setup-password' });
    expect(password.getAttribute('aria-describedby')).toBe('setup-password-rules');
    expect(document.getElementById('setup-password-rules')?.textContent).toBe(NEW_PASSWORD_RULES);
    expect(NEW_PASSWORD_RULES).toMatch(
      /^At least 8 characters\. Not one of the most common passwords, and not containing your name, username/,
    );
    // Only the password being chosen carries them, not its confirmation.
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-describedby')).toBeNull();
    await fillSetup(rendered, 'oakiron', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(password.getAttribute('aria-describedby')).toBe('setup-password-rules setup-password-message');
    expect(document.getElementById('setup-password-rules')?.textContent).toBe(NEW_PASSWORD_RULES);
  });

  it('says what each field needs, and a mismatch, before anything is sent', async () => {
    const rendered = renderSetup({ [`GET /api/professional-users/${TOKEN}`]: LINK_DETAILS });
    expect(await screen.findByText('12.5% discount on all products')).toBeTruthy();
    await rendered.user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await fillSetup(rendered, 'ab', 'short', '');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    await fillSetup(rendered, 'oakiron', 'walnut-and-oak-2026', 'walnut-and-oak-2025');
    expect((await screen.findAllByText('Passwords do not match')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Password Mismatch')).toBeTruthy();
    expect(rendered.callsTo('POST /api/professional-users/setup')).toHaveLength(0);
  });

  it('shows Creating Account... while it waits, the server’s message in Setup Failed, and keeps the form to try again', async () => {
    const setup = held(SERVER_ERROR);
    const rendered = renderSetup({
      [`GET /api/professional-users/${TOKEN}`]: LINK_DETAILS,
      'POST /api/professional-users/setup': setup.answer,
    });
    await fillSetup(rendered, 'oakiron', 'walnut-and-oak-2026', 'walnut-and-oak-2026');
    expect((await screen.findByRole('button', { name: 'Creating Account...' })).hasAttribute('disabled')).toBe(true);
    setup.release();
    expect(await screen.findByText('Setup Failed')).toBeTruthy();
    expect(screen.getAllByText('Something went wrong on our side. Please try again.').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Complete Setup' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('oakiron');
  });

  it('a setup refused for its logo and at once retried ends on Setup Complete!, with no failure toast left over it', async () => {
    let attempts = 0;
    const rendered = renderSetup({
      [`GET /api/professional-users/${TOKEN}`]: LINK_DETAILS,
      'POST /api/professional-users/setup': () =>
        (attempts += 1) === 1
          ? {
              status: 415,
              code: 'unsupported_media_type',
              message: 'The logo was refused',
              fields: { logo: 'The logo must be a PNG, JPEG or WebP image' },
            }
          : { data: { username: 'oakiron' } },
    });
    await screen.findByLabelText('Username');
    // Named and typed as a PNG, so only the server, which reads the bytes, refuses it.
    await rendered.user.upload(
      screen.getByLabelText('Business Logo (optional)'),
      new File(['this is not a picture'], 'logo.png', { type: 'image/png' }),
    );
    await fillSetup(rendered, 'oakiron', 'walnut-and-oak-2026', 'walnut-and-oak-2026');
    expect(await screen.findByText('Setup Failed')).toBeTruthy();
    expect(document.getElementById('setup-logo-message')?.textContent).toMatch(
      /The logo must be a PNG, JPEG or WebP image/,
    );
    await rendered.user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('heading', { name: 'Setup Complete!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/professional/login');
    // Dismissed at once, well inside the toast's own 5 s.
    await waitFor(() => expect(screen.queryByText('Setup Failed')).toBeNull(), { timeout: 1_500 });
  });
});

describe('the partner login screen (PARTNER-10, PARTNER-11, PARTNER-12)', () => {
  const signIn = async (rendered: ReturnType<typeof renderScreen>) => {
    await rendered.fill(screen.getByLabelText('Username'), 'oakiron');
    await rendered.fill(screen.getByLabelText('Password'), 'not-a-password');
    await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
  };

  it('asks for both fields, shows Signing In... while it waits, then Login Failed with the server’s message and an empty password', async () => {
    const login = held({ status: 401, code: 'unauthorized', message: 'Incorrect username or password' });
    const rendered = renderScreen(<PartnerLoginScreen />, {
      path: '/professional/login',
      answers: { 'POST /api/professional-auth/login': login.answer },
    });
    expect(screen.getByRole('link', { name: 'Back to Configurator' }).getAttribute('href')).toBe('/');
    await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await signIn(rendered);
    expect((await screen.findByRole('button', { name: 'Signing In...' })).hasAttribute('disabled')).toBe(true);
    login.release();
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getAllByText('Incorrect username or password').length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('signs in to the dashboard, or back to where the partner was going (PARTNER-13)', async () => {
    const rendered = renderScreen(<PartnerLoginScreen />, {
      path: '/professional/login?next=%2Fprofessional%2Fdashboard',
      route: '/professional/login',
      answers: { 'POST /api/professional-auth/login': { data: { partner: makePartnerAccount() } } },
    });
    await signIn(rendered);
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/professional/dashboard'));
  });
});
