import { defineRoute } from './route';

/** Will a surface sag, how much will it move (CONF-39 to CONF-41). */
export const adviceRoute = defineRoute({ method: 'POST', path: '/api/advice', access: 'public' });
/** Every species' advice figures, for the advice the browser computes itself (CONF-41). */
export const adviceFiguresRoute = defineRoute({ method: 'GET', path: '/api/advice/figures', access: 'public' });
