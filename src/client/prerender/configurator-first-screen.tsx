import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { ConfiguratorFirstScreenModule } from '#core/configurator-first-screen';
import { ConfiguratorApp } from '../app/configurator-app';
import { replaceResources } from '../shared/resource-store';

/**
 * ADR 016: the configurator's first screen rendered by its own components, over the catalogue
 * the page carries, so the browser hydrates what it painted instead of painting it again.
 * Vite builds this entry for Node (`scripts/build-client.ts`); the server loads the built file.
 */
let previous: Promise<unknown> = Promise.resolve();

async function render(catalogue: Readonly<Record<string, unknown>>): Promise<string> {
  replaceResources(catalogue);
  const { prelude } = await prerender(
    <StrictMode>
      <ConfiguratorApp />
    </StrictMode>,
    // React outlines a large Suspense boundary (the drawing) and moves it in place with an
    // inline script, which the CSP refuses: every boundary stays where it is rendered.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script'))
    throw new Error('The pre-rendered first screen needs a script to complete, which the CSP would refuse');
  return html;
}

export const renderConfiguratorFirstScreen: ConfiguratorFirstScreenModule['renderConfiguratorFirstScreen'] = (
  catalogue,
) => {
  // The catalogue lives in the store the components read, so renders take turns.
  const next = previous.then(() => render(catalogue));
  previous = next.catch(() => undefined);
  return next;
};
