import { defineRoute } from './route';

/** The API answers: anyone may ask (a load balancer's probes are /healthz and /readyz, outside /api/). */
export const apiHealthRoute = defineRoute({ method: 'GET', path: '/api/health', access: 'public' });
