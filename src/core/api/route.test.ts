import { describe, expect, it } from 'vitest';
import { defineRoute } from './route';

describe('defineRoute', () => {
  it('keeps the method, path and access it is given', () => {
    expect(defineRoute({ method: 'GET', path: '/api/things', access: 'staff' })).toEqual({
      method: 'GET',
      path: '/api/things',
      access: 'staff',
    });
  });

  it('does not compile without an access (checked by `npm run typecheck`, ADR 034)', () => {
    // @ts-expect-error: a route without `access` is a type error, so no call is public by forgetting
    const forgotten = defineRoute({ method: 'GET', path: '/api/things' });
    // @ts-expect-error: nor is an access that is not one of the four
    const misspelt = defineRoute({ method: 'GET', path: '/api/things', access: 'admin' });
    // @ts-expect-error: a call's path is under /api/
    const outside = defineRoute({ method: 'GET', path: '/things', access: 'public' });
    expect([forgotten, misspelt, outside]).toHaveLength(3);
  });
});
