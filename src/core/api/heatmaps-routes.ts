import { defineRoute } from './route';

/**
 * Click and scroll heat of one view and screen width (ANALYTICS-20): staff only, like the other dashboards (ADR 007).
 */
export const heatmapRoute = defineRoute({ method: 'GET', path: '/api/visitors/heatmap', access: 'staff' });
