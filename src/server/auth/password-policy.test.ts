import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertPasswordAllowed, COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from './password-policy';

const PERSONAL = ['Mbombela.Kitchens', 'Mbombela Kitchens (Pty) Ltd', 'ayanda@mbombela-kitchens.co.za'];

const verdict = (password: string): string => {
  try {
    assertPasswordAllowed({ password, personal: PERSONAL, field: 'password' });
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? (error.options.fields?.password ?? error.message) : String(error);
  }
};

describe('assertPasswordAllowed', () => {
  it.each([
    ['password', COMMON_PASSWORD_MESSAGE],
    ['Password', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
    ['iloveyou', COMMON_PASSWORD_MESSAGE],
    ['p@ssw0rd', COMMON_PASSWORD_MESSAGE],
    ['drowssap', COMMON_PASSWORD_MESSAGE],
    ['mbombela2026!', PERSONAL_PASSWORD_MESSAGE],
    ['our KITCHENS rock', PERSONAL_PASSWORD_MESSAGE],
    ['ayanda-secret-1', PERSONAL_PASSWORD_MESSAGE],
    ['correct horse battery', 'allowed'],
    ['password in a long sentence', 'allowed'],
    ['kiaat tops for the lowveld', 'allowed'],
  ])('%s: %s', (password, expected) => {
    expect(verdict(password)).toBe(expected);
  });
});
