/**
 * ADR 016: the configurator's first screen is rendered from the React components themselves,
 * by a server-side build of a small client entry (`src/client/prerender/`), which the server
 * loads from the client build and runs over the page's catalogue. Server and browser meet only
 * here: the server never imports client source (the layer rule), it loads the built module.
 */

/** Where the build puts the pre-render module, inside the client build (a dot folder is never served). */
export const FIRST_SCREEN_MODULE = '.prerender/configurator-first-screen.js';

/** Set on #root when it holds the pre-rendered first screen, which the browser then hydrates. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** What the built pre-render module exports. */
export interface ConfiguratorFirstScreenModule {
  /** The configurator's markup for a fresh visit (no share link, step 1, nobody signed in), over this catalogue. */
  renderConfiguratorFirstScreen: (catalogue: Readonly<Record<string, unknown>>) => Promise<string>;
}
