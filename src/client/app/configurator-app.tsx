import { ConfiguratorPage } from '../features/configurator/configurator-page';
import { LazyToaster } from './lazy-toaster';

/**
 * The configurator on its own: the page most customers open, without the router, the other
 * screens and React Query (ADR 008). Its catalogue and session come from the small resource
 * store; the parts that use React Query load later with their own QueryClientBoundary.
 */
export function ConfiguratorApp() {
  return (
    <>
      <ConfiguratorPage />
      <LazyToaster />
    </>
  );
}
