import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffListEntry } from '#core/accounts/account-schemas';
import type { SecurityLogEntry } from '#core/accounts/security-log-schemas';
import { renderScreen, staffSession, type Answers } from '#client/shared/testing/render-screen';
import { StaffAccountScreen } from './staff-account-screen';

const OWNER = { id: 1, name: 'Owner Person', email: 'owner@grainline.example', role: 'owner' as const };

const member = (overrides: Partial<StaffListEntry> = {}): StaffListEntry => ({
  id: 2,
  name: 'Lindiwe Locked',
  email: 'lindiwe@grainline.example',
  role: 'staff',
  signInDelayedUntil: null,
  secondFactor: false,
  ...overrides,
});

const logEntry = (overrides: Partial<SecurityLogEntry> = {}): SecurityLogEntry => ({
  id: 1,
  occurredAt: '2026-03-02T08:00:00.000Z',
  kind: 'sign_in_failed',
  actor: { kind: 'visitor', id: null, name: null },
  subject: 'lindiwe@grainline.example',
  detail: null,
  clientHash: 'abcdef0123456789',
  ...overrides,
});

function renderAccount(role: 'owner' | 'staff', answers: Answers = {}) {
  return renderScreen(<StaffAccountScreen />, {
    path: '/admin/account',
    answers: {
      'GET /api/session': staffSession({ role, name: role === 'owner' ? OWNER.name : 'Thabo Nkosi' }),
      'GET /api/staff/second-factor': { data: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } },
      'GET /api/staff/users': { data: [{ ...OWNER, signInDelayedUntil: null, secondFactor: false }] },
      'GET /api/admin/security-log': { data: { entries: [], nextBefore: null } },
      ...answers,
    },
  });
}

describe('the account screen (STAFF-03, STAFF-14, STAFF-15)', () => {
  it('adds a colleague only once the shared schema is satisfied, and lists them', async () => {
    let added = false;
    const rendered = renderAccount('owner', {
      'GET /api/staff/users': () => ({
        data: [
          { ...OWNER, signInDelayedUntil: null, secondFactor: false },
          ...(added ? [member({ name: 'Thabo Nkosi', email: 'thabo@grainline.example' })] : []),
        ],
      }),
      'POST /api/staff/users': () => {
        added = true;
        return { data: member({ name: 'Thabo Nkosi', email: 'thabo@grainline.example' }) };
      },
    });
    const team = within(await screen.findByRole('region', { name: 'Staff Members' }));
    expect((await team.findByText('(you)')).parentElement?.textContent).toContain(OWNER.name);
    await rendered.user.click(team.getByRole('button', { name: 'Add Staff Member' }));
    expect(await team.findByText('Name is required')).toBeTruthy();
    expect(team.getByText('Please enter a valid email address')).toBeTruthy();
    expect(team.getByText('Password is required')).toBeTruthy();
    expect(rendered.callsTo('POST /api/staff/users')).toHaveLength(0);
    await rendered.fill(team.getByLabelText('Name'), 'Thabo Nkosi');
    await rendered.fill(team.getByLabelText('Email'), 'thabo@grainline.example');
    await rendered.user.selectOptions(team.getByLabelText('Role'), 'staff');
    await rendered.fill(team.getByLabelText('First password'), 'first-password-1');
    await rendered.user.click(team.getByRole('button', { name: 'Add Staff Member' }));
    expect(await screen.findByText('Staff Member Added')).toBeTruthy();
    expect(await team.findByText(/thabo@grainline\.example/)).toBeTruthy();
    expect(rendered.callsTo('POST /api/staff/users')[0]?.body).toMatchObject({ name: 'Thabo Nkosi', role: 'staff' });
  });

  it('shows a member who is not an owner no team, and says at the field why a new password is refused', async () => {
    const rendered = renderAccount('staff', {
      'POST /api/staff/password': {
        status: 400,
        code: 'validation_error',
        message: 'Invalid input',
        fields: {
          newPassword: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your Account' });
    expect(screen.queryByRole('region', { name: 'Staff Members' })).toBeNull();
    await rendered.fill(screen.getByLabelText('Current password'), 'first-password-1');
    await rendered.fill(screen.getByLabelText('New password'), 'password');
    await rendered.fill(screen.getByLabelText('Confirm new password'), 'passwort');
    await rendered.user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(rendered.callsTo('POST /api/staff/password')).toHaveLength(0);
    await rendered.fill(screen.getByLabelText('Confirm new password'), 'password');
    await rendered.user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText(
        'This password is one of the most common passwords. Please choose one that is harder to guess.',
      ),
    ).toBeTruthy();
  });

  it('STAFF-15: the owner clears a colleague’s sign-in delay, and the log (STAFF-14) is read again and shows it', async () => {
    let cleared = false;
    const rendered = renderAccount('owner', {
      'GET /api/staff/users': () => ({
        data: [member({ signInDelayedUntil: cleared ? null : '2026-03-02T08:15:00.000Z' })],
      }),
      'POST /api/staff/users/2/sign-in-lock/clear': () => {
        cleared = true;
        return { data: null };
      },
      'GET /api/admin/security-log': () => ({
        data: {
          entries: [
            ...(cleared
              ? [
                  logEntry({
                    id: 3,
                    kind: 'sign_in_delay_cleared',
                    actor: { kind: 'staff', id: 1, name: OWNER.name },
                    clientHash: null,
                  }),
                ]
              : []),
            logEntry({ id: 2, kind: 'sign_in_delayed' }),
            logEntry(),
          ],
          nextBefore: null,
        },
      }),
    });
    const delay = await screen.findByRole('group', { name: 'Sign-in delay for Lindiwe Locked' });
    expect(delay.textContent).toContain('After failed sign-in attempts, Lindiwe Locked’s sign-in is delayed until');
    const log = within(await screen.findByRole('region', { name: 'Security Log' }));
    const failed = (await log.findByText('Sign-in failed')).closest('tr');
    expect(failed?.textContent).toContain('Not signed in');
    // A client is a keyed code, never an address.
    expect(failed?.textContent).toContain('client abcdef01');
    expect(log.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe('/api/admin/security-log.csv');
    await rendered.user.click(within(delay).getByRole('button', { name: 'Clear sign-in delay for Lindiwe Locked' }));
    expect(await screen.findByText('Sign-in Delay Cleared')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Sign-in delay for Lindiwe Locked' })).toBeNull());
    expect((await log.findByText('Sign-in delay cleared')).closest('tr')?.textContent).toContain(OWNER.name);
  });
});
