/**
 * The configurator's first screenful as plain HTML, sent inside index.html for / and
 * /configurator so a phone paints the heading before the script has loaded (Lighthouse's
 * LCP on a throttled phone: 3.2 s without it). React replaces it on start with the same
 * markup (tests/e2e/shell.spec.ts checks the two agree), so nothing moves.
 */
export const CONFIGURATOR_SHELL_HTML = [
  '<div class="min-h-full">',
  '<header class="border-b border-line bg-card/80"><div class="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">',
  '<a href="/" class="flex items-center gap-2.5 rounded-md"><img alt="" width="32" height="32" class="h-8 w-8" src="/favicon.svg"><span class="leading-tight"><span class="block font-display text-lg font-semibold text-ink">Grainline</span><span class="block text-xs text-ink-muted">Solid wood surfaces, made to measure</span></span></a>',
  '<nav aria-label="Progress" class="print:hidden"><ol class="flex items-center gap-2">',
  '<li class="flex items-center gap-2" aria-current="step"><span class="flex items-center gap-2"><span aria-hidden="true" class="flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold transition-colors bg-walnut-700 text-white ring-4 ring-walnut-200">1</span><span class="text-sm whitespace-nowrap font-semibold text-ink">Configure</span></span></li>',
  '<li class="flex items-center gap-2"><span aria-hidden="true" class="h-px w-6 sm:w-10 bg-line-strong"></span><span class="flex items-center gap-2"><span aria-hidden="true" class="flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold transition-colors border border-line-strong bg-card text-ink-muted">2</span><span class="text-sm whitespace-nowrap text-ink-muted">Quote Summary</span></span></li>',
  '</ol></nav></div></header>',
  '<main class="pt-6 sm:pt-8"><div class="mx-auto max-w-7xl px-4 pb-28 sm:px-6 lg:px-8 lg:pb-16"><div class="max-w-3xl">',
  '<h1 id="step-heading" tabindex="-1" class="text-3xl font-semibold text-ink outline-none sm:text-4xl">Configure Your Surface</h1>',
  '<p class="mt-2 text-ink-muted">Solid wood, made to your measurements in our Nelspruit workshop and delivered nationwide in 3–4 weeks. Prices update as you go and include VAT.</p>',
  '</div>',
  '<noscript><p class="mt-6 max-w-3xl rounded-xl border border-line bg-card p-4 text-ink">The configurator needs JavaScript to price your surface. Please turn it on, or call us and we will quote for you.</p></noscript>',
  '</div></main></div>',
].join('');

const ROOT = '<div id="root"></div>';

/** index.html with the shell in its root; the page as built when the markers are not found. */
export function withConfiguratorShell(indexHtml: string): string {
  return indexHtml.includes(ROOT) ? indexHtml.replace(ROOT, `<div id="root">${CONFIGURATOR_SHELL_HTML}</div>`) : indexHtml;
}

