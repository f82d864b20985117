import { heatmapDataSchema, heatmapQuerySchema } from '#core/heatmaps/heatmap-schemas';
import { defineCall } from './call';
import { heatmapRoute } from './heatmaps-routes';
import { json } from './replies';

export const heatmapCall = defineCall({
  route: heatmapRoute,
  summary: 'Click and scroll heat of one view and screen width over the period',
  input: { query: heatmapQuerySchema },
  reply: json(heatmapDataSchema),
});
