import { surfaceConfigurationSchema, type SurfaceConfiguration } from '../surface/surface-schema';

/**
 * Test factory: a parsed 3000 × 600 × 32 countertop with overrides applied after parsing,
 * so a test can also build the half-entered configurations the configurator draws live.
 */
export function makeDrawingSurface(overrides: Partial<SurfaceConfiguration> = {}): SurfaceConfiguration {
  const base = surfaceConfigurationSchema.parse({
    surfaceType: 'countertop',
    lengthMm: 3000,
    widthMm: 600,
    thicknessMm: 32,
  });
  return { ...base, countertopLayout: 'single_wall', ...overrides };
}
