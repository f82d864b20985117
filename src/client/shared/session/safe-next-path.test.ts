import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/account?tab=staff', '/admin/account?tab=staff'],
    [null, '/fallback'],
    ['', '/fallback'],
    ['admin', '/fallback'],
    ['//evil.example/admin', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['https://evil.example/', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next, '/fallback')).toBe(expected);
  });
});

describe('signInPath', () => {
  it('carries the path and query the person asked for', () => {
    expect(signInPath('/staff/login', { pathname: '/leads', search: '?days=7' })).toBe(
      '/staff/login?next=%2Fleads%3Fdays%3D7',
    );
  });
});
