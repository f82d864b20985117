import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, staffSession } from '#client/shared/testing/render-screen';
import { StaffLoginScreen } from './staff-login-screen';

const signIn = async (rendered: ReturnType<typeof renderScreen>, email: string, password: string) => {
  await rendered.fill(screen.getByLabelText('Email'), email);
  await rendered.fill(screen.getByLabelText('Password'), password);
  await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('the staff sign-in screen (STAFF-01, STAFF-03)', () => {
  it('asks for both fields before calling the server', async () => {
    const rendered = renderScreen(<StaffLoginScreen />, { path: '/staff/login' });
    await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(rendered.callsTo('POST /api/staff/login')).toHaveLength(0);
  });

  it('says a wrong password in words and empties the password field', async () => {
    const rendered = renderScreen(<StaffLoginScreen />, {
      path: '/staff/login',
      answers: {
        'POST /api/staff/login': { status: 401, code: 'unauthorized', message: 'Incorrect email or password' },
      },
    });
    await signIn(rendered, 'owner@grainline.example', 'not the password');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('shows Signing In... while it waits, then what too many attempts means', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const rendered = renderScreen(<StaffLoginScreen />, {
      path: '/staff/login',
      answers: {
        'POST /api/staff/login': async () => {
          await held;
          return { status: 429, code: 'too_many_requests', message: 'Too many sign-in attempts' };
        },
      },
    });
    await signIn(rendered, 'owner@grainline.example', 'a password');
    expect((await screen.findByRole('button', { name: 'Signing In...' })).hasAttribute('disabled')).toBe(true);
    answer();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts. Please wait 15 minutes, then try again.',
    );
  });

  it.each([
    ['/staff/login?next=%2Fleads%3Fdays%3D7', '/leads?days=7'],
    ['/staff/login?next=%2F%2Fevil.example%2Fadmin', '/admin'],
  ])('after signing in from %s goes to %s, never to another site', async (path, landing) => {
    const rendered = renderScreen(<StaffLoginScreen />, {
      path,
      route: '/staff/login',
      answers: { 'POST /api/staff/login': staffSession() },
    });
    await signIn(rendered, 'owner@grainline.example', 'the password');
    await waitFor(() =>
      expect(`${rendered.router.state.location.pathname}${rendered.router.state.location.search}`).toBe(landing),
    );
  });

  it('passes a signed-in member straight on to where they were going', async () => {
    const rendered = renderScreen(<StaffLoginScreen />, {
      path: '/staff/login?next=%2Fvisitors',
      route: '/staff/login',
      answers: { 'GET /api/session': staffSession() },
    });
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/visitors'));
  });
});
