import { defineRoute } from './route';

/** Upload a sketch to attach to a quote, as multipart with the field `sketch` (QUOTE-07). */
export const uploadSketchRoute = defineRoute({ method: 'POST', path: '/api/files/sketch', access: 'public' });
