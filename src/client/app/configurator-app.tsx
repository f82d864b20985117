import { ConfiguratorPage } from '../features/configurator/configurator-page';
import { AppProviders } from './app-providers';

/** The configurator on its own: the page most customers open, without the router and the other screens (ADR 008). */
export function ConfiguratorApp() {
  return (
    <AppProviders>
      <ConfiguratorPage />
    </AppProviders>
  );
}
