import { defineRoute } from './route';

/** Who the browser is signed in as (ADR 007); public, and never a 401. */
export const sessionRoute = defineRoute({ method: 'GET', path: '/api/session', access: 'public' });
