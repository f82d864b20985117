import fs from 'node:fs';
import { jsonForScriptElement, PAGE_CATALOGUE_ELEMENT_ID, PAGE_CATALOGUE_URLS } from '../../core/catalogue/page-catalogue';
import type { PriceBookVersionView } from '../../core/price-book-admin/price-book-content';
import { edgeProfileRecords, speciesOnSale, surfaceTypeRecords, woodSpeciesSummaries } from '../catalogue/catalogue-records';
import type { WoodPhotoIndex } from '../wood-images/wood-photo-index';
import { withConfiguratorShell } from './configurator-shell';

/** What the first screen's catalogue is made of: the current price book and the wood photos. */
export interface PageCatalogueSource {
  book: PriceBookVersionView;
  photos: WoodPhotoIndex;
}

/** The catalogue of the configurator's first screen, as its calls would answer it (ADR 008). */
function pageCatalogue({ book: current, photos }: PageCatalogueSource): Record<string, unknown> {
  return {
    [PAGE_CATALOGUE_URLS.priceBook]: current.book,
    [PAGE_CATALOGUE_URLS.woodSpeciesSummaries]: woodSpeciesSummaries(speciesOnSale(current), current.book, photos),
    [PAGE_CATALOGUE_URLS.edgeProfiles]: edgeProfileRecords(),
    [PAGE_CATALOGUE_URLS.surfaceTypes]: surfaceTypeRecords(),
  };
}

/** index.html with the catalogue written into it, before the scripts that read it. */
export function withPageCatalogue(indexHtml: string, current: PageCatalogueSource): string {
  const element = `<script type="application/json" id="${PAGE_CATALOGUE_ELEMENT_ID}">${jsonForScriptElement(pageCatalogue(current))}</script>`;
  return indexHtml.includes('</body>') ? indexHtml.replace('</body>', `${element}</body>`) : indexHtml;
}

/**
 * The configurator's page: the built index.html with the first screenful and the current
 * catalogue in it. Read again when a new build replaces index.html (the build swaps files in
 * beside the running server, so a running server never sends a page whose scripts a later
 * build has pruned), and written again when staff change the price book or the wood photos.
 */
export function configuratorPageSource({ file, currentCatalogue }: { file: string; currentCatalogue: () => Promise<PageCatalogueSource> }): () => Promise<string> {
  let cached = { mtimeMs: -1, version: '', html: '' };
  return async () => {
    const { mtimeMs } = fs.statSync(file);
    // Without the catalogue the page still works: the browser fetches it, as on any other page.
    const current = await currentCatalogue().catch(() => null);
    if (!current) return withConfiguratorShell(fs.readFileSync(file, 'utf8'));
    const version = `${current.book.version}-${current.photos.revision}`;
    if (mtimeMs !== cached.mtimeMs || version !== cached.version) {
      cached = { mtimeMs, version, html: withPageCatalogue(withConfiguratorShell(fs.readFileSync(file, 'utf8')), current) };
    }
    return cached.html;
  };
}
