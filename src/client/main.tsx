import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { isConfiguratorPath } from '../core/configurator-paths';
import { ConfiguratorApp } from './app/configurator-app';
import { seedPageCatalogue } from './shared/catalogue/catalogue-queries';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = (app: ReactNode) => createRoot(root).render(<StrictMode>{app}</StrictMode>);

// ADR 008: the configurator, where nearly every customer lands, starts without the router,
// React Query and the quote-page, staff and partner screens; any other address loads them
// first. Its catalogue is in the page already, written by the server.
seedPageCatalogue();
if (isConfiguratorPath(window.location.pathname)) render(<ConfiguratorApp />);
else void import('./app/app').then(({ App }) => render(<App />));
