/**
 * CONF-02: the configurator answers at / and /configurator. The server sends these pages with
 * the configurator's first screen; the browser starts them without the router (ADR 008).
 */
export const CONFIGURATOR_PATHS = ['/', '/configurator', '/configurator/'] as const;

export function isConfiguratorPath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  return (CONFIGURATOR_PATHS as readonly string[]).includes(pathname);
}
