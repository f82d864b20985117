import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertAccess } from './access-control';
import type { Access, Principal } from './principal';

const owner: Principal = {
  kind: 'staff',
  sessionId: 's1',
  staffId: 1,
  email: 'o@x',
  name: 'O',
  role: 'owner',
  secondFactor: false,
};
const staff: Principal = {
  kind: 'staff',
  sessionId: 's2',
  staffId: 2,
  email: 's@x',
  name: 'S',
  role: 'staff',
  secondFactor: false,
};
const partner: Principal = {
  kind: 'partner',
  sessionId: 's3',
  partnerId: 3,
  businessName: 'P',
  discountBasisPoints: 1000,
};

const outcome = (access: Access, principal: Principal | null) => {
  try {
    assertAccess(access, principal);
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.status : 'other';
  }
};

describe('assertAccess (ADR 007)', () => {
  it.each([
    ['public', null, 'allowed'],
    ['public', partner, 'allowed'],
    ['staff', null, 401],
    ['staff', partner, 403],
    ['staff', staff, 'allowed'],
    ['staff', owner, 'allowed'],
    ['owner', null, 401],
    ['owner', partner, 403],
    ['owner', staff, 403],
    ['owner', owner, 'allowed'],
    ['partner', null, 401],
    ['partner', staff, 403],
    ['partner', owner, 403],
    ['partner', partner, 'allowed'],
  ] as const)('%s route, %o → %s', (access, principal, expected) => {
    expect(outcome(access, principal)).toBe(expected);
  });
});
