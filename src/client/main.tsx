import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '#core/configurator-first-screen';
import { isConfiguratorPath } from '#core/configurator-paths';
import { ConfiguratorApp } from './app/configurator-app';
import { seedPageCatalogue } from './shared/catalogue/catalogue-queries';
import { SHARE_LINK_PARAM } from './features/configurator/use-configurator-draft';
import { stepInAddress } from './features/configurator/use-wizard-step';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = (app: ReactNode) => {
  // A pre-rendered screen this render would not make (a share link, step 2) goes first.
  root.replaceChildren();
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
};

/** ADR 016: the server's first screen is a fresh visit's; an address that opens anything else renders afresh. */
const showsPrerenderedScreen = () =>
  root.hasAttribute(PRERENDERED_ATTRIBUTE) &&
  new URLSearchParams(window.location.search).get(SHARE_LINK_PARAM) === null &&
  stepInAddress() === 1;

// ADR 008: the configurator, where nearly every customer lands, starts without the router,
// React Query and the quote-page, staff and partner screens; any other address loads them
// first. Its catalogue is in the page already, written by the server, and so (ADR 016) is its
// first screen, rendered from these components: hydrating keeps what the phone has painted,
// and as a transition it runs in slices the browser can interrupt.
seedPageCatalogue();
if (!isConfiguratorPath(window.location.pathname)) void import('./app/app').then(({ App }) => render(<App />));
else if (showsPrerenderedScreen()) {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ConfiguratorApp />
      </StrictMode>,
    );
  });
} else render(<ConfiguratorApp />);
