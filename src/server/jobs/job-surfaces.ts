import { z } from 'zod';
import { surfaceConfigurationSchema, type SurfaceConfiguration } from '#core/surface/surface-schema';
import { jobParts, type JobPart } from '#core/workshop/job-parts';

const storedSurfaces = z.array(surfaceConfigurationSchema);

/** The quote's surfaces as it stored them, validated again, and the parts they are made of (OPS-14). */
export function jobSurfaces(surfacesJson: string): { surfaces: SurfaceConfiguration[]; parts: JobPart[] } {
  const surfaces = storedSurfaces.parse(JSON.parse(surfacesJson));
  return { surfaces, parts: jobParts(surfaces) };
}
