import { z } from 'zod';
import { SKETCH_MIME_TYPES } from '#core/sketches/sketch-rules';
import { defineCall } from './call';
import { json } from './replies';
import { uploadSketchRoute } from './sketches-routes';

/**
 * The multipart body is read by the handler, not validated by a schema. QUOTE-07's answer also
 * carries `filePath` and `message` beside `success` and `data`: the handler sends them itself;
 * the browser reads only `data`.
 */
export const uploadSketchCall = defineCall({
  route: uploadSketchRoute,
  summary: 'Upload a sketch to attach to a quote (multipart/form-data, field "sketch")',
  input: {},
  reply: json(
    z.object({
      id: z.uuid().describe('Name it in `sketchIds` of POST /api/quotes'),
      mimeType: z.enum(SKETCH_MIME_TYPES),
      sizeBytes: z.number().int(),
    }),
    201,
    { beside: z.object({ filePath: z.string(), message: z.string() }) },
  ),
});
