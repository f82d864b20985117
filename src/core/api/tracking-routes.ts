import { defineRoute } from './route';

/** A lead form opened or sent in the configurator (ANALYTICS-01): anyone, under its own rate limit. */
export const leadCaptureRoute = defineRoute({ method: 'POST', path: '/api/leads/capture', access: 'public' });
/** A visitor's beacon of interactions, clicks and scroll depths (ANALYTICS-02, ANALYTICS-03, ANALYTICS-20). */
export const visitorTrackRoute = defineRoute({ method: 'POST', path: '/api/visitors/track', access: 'public' });
