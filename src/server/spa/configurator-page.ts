import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonForScriptElement, PAGE_CATALOGUE_ELEMENT_ID, PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import { FIRST_SCREEN_MODULE, PRERENDERED_ATTRIBUTE } from '#core/configurator-first-screen';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import {
  edgeProfileRecords,
  speciesOnSale,
  surfaceTypeRecords,
  woodSpeciesSummaries,
} from '../catalogue/catalogue-records';
import type { WoodPhotoIndex } from '../wood-images/wood-photo-index';
import type { FirstScreenRenderer } from './first-screen-renderer';

/** What the first screen's catalogue is made of: the current price book and the wood photos. */
export interface PageCatalogueSource {
  book: PriceBookVersionView;
  photos: WoodPhotoIndex;
}

/** The catalogue of the configurator's first screen, as its calls would answer it (ADR 008). */
function pageCatalogue({ book: current, photos }: PageCatalogueSource): Record<string, unknown> {
  return {
    [PAGE_CATALOGUE_URLS.priceBook]: current.book,
    [PAGE_CATALOGUE_URLS.priceBookVersion]: { version: current.version },
    [PAGE_CATALOGUE_URLS.woodSpeciesSummaries]: woodSpeciesSummaries(speciesOnSale(current), current.book, photos),
    [PAGE_CATALOGUE_URLS.edgeProfiles]: edgeProfileRecords(),
    [PAGE_CATALOGUE_URLS.surfaceTypes]: surfaceTypeRecords(),
  };
}

/** index.html with the catalogue written into it, before the scripts that read it. */
function withPageCatalogue(indexHtml: string, catalogue: Record<string, unknown>): string {
  const element = `<script type="application/json" id="${PAGE_CATALOGUE_ELEMENT_ID}">${jsonForScriptElement(catalogue)}</script>`;
  return indexHtml.includes('</body>') ? indexHtml.replace('</body>', () => `${element}</body>`) : indexHtml;
}

const ROOT = '<div id="root"></div>';

/** index.html with the pre-rendered first screen in its root, marked for the browser to hydrate. */
export function withFirstScreen(indexHtml: string, firstScreen: string): string {
  return indexHtml.includes(ROOT)
    ? indexHtml.replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${firstScreen}</div>`)
    : indexHtml;
}

/**
 * ADR 016: the first screen, rendered by the client build's own pre-render module (the server
 * never imports client source) in the renderer's worker. null when the build has none. A new
 * build's module is a new file at the same place, so it is imported under its modification time.
 */
async function renderFirstScreen(
  renderer: FirstScreenRenderer,
  clientDir: string,
  catalogue: Record<string, unknown>,
): Promise<string | null> {
  const file = path.join(clientDir, FIRST_SCREEN_MODULE);
  if (!fs.existsSync(file)) return null;
  return renderer.render(`${pathToFileURL(file).href}?build=${fs.statSync(file).mtimeMs}`, catalogue);
}

interface PageSourceOptions {
  file: string;
  /** Runs the build's pre-render module (`first-screen-renderer.ts`). */
  renderer: FirstScreenRenderer;
  currentCatalogue: () => Promise<PageCatalogueSource>;
  /** A failed pre-render is reported here; the page then goes out without it and the browser renders. */
  onRenderError: (error: unknown) => void;
}

/**
 * The configurator's page: the built index.html with the first screen (ADR 016) and the
 * current catalogue (ADR 008) in it. Made again when a new build replaces index.html (the
 * build swaps files in beside the running server, so a running server never sends a page whose
 * scripts a later build has pruned), and when staff change the price book or the wood photos.
 */
export function configuratorPageSource({
  file,
  renderer,
  currentCatalogue,
  onRenderError,
}: PageSourceOptions): () => Promise<string> {
  let cached = { key: '', html: Promise.resolve('') };
  const make = async (current: PageCatalogueSource): Promise<string> => {
    const indexHtml = fs.readFileSync(file, 'utf8');
    const catalogue = pageCatalogue(current);
    const firstScreen = await renderFirstScreen(renderer, path.dirname(file), catalogue).catch((error: unknown) => {
      onRenderError(error);
      return null;
    });
    return withPageCatalogue(firstScreen === null ? indexHtml : withFirstScreen(indexHtml, firstScreen), catalogue);
  };
  return async () => {
    const { mtimeMs } = fs.statSync(file);
    // Without the catalogue the page still works: the browser fetches it and renders, as on any other page.
    const current = await currentCatalogue().catch(() => null);
    if (!current) return fs.readFileSync(file, 'utf8');
    const key = `${mtimeMs}-${current.book.version}-${current.photos.revision}`;
    if (key !== cached.key) cached = { key, html: make(current) };
    return cached.html;
  };
}
