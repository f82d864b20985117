import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The Fastify server (port 3000) serves the API and the wood images; in development Vite
// proxies to it so the browser sees one origin, as it does in production.
const API_ORIGIN = 'http://localhost:3000';

/**
 * Writes a .br and a .gz beside every text file of the build, once, at the highest levels:
 * the server sends them (@fastify/static `preCompressed`) without compressing per request.
 * On a throttled phone connection this is most of the first load (616 KB of JS becomes 165 KB).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'grainline-precompress',
    apply: 'build',
    configResolved(config) {
      // The server-side build of the first screen (ADR 016) is read from disk, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The stylesheet goes into index.html itself (ADR 016): as a file it was a second round trip
 * before the first paint (Lighthouse: ~260 ms on its throttled phone) for 9 KB of gzip.
 * The CSP allows inline styles ('unsafe-inline' in style-src).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'grainline-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

/**
 * The favicon goes into index.html as a data: URL: as /favicon.svg it was one more request
 * during the first paint, which Lighthouse's simulation adds to LCP (up to 300 ms when it
 * opened a connection of its own). The file stays for anything else that links to it.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'grainline-inline-favicon',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        const svg = fs
          .readFileSync(path.join(path.dirname(filename), 'public', 'favicon.svg'), 'utf8')
          .replace(/\s*\n\s*/g, ' ')
          .trim();
        return html.replace('href="/favicon.svg"', () => `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStylesheet(), inlineFavicon(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Every browser we support preloads modules itself; the polyfill was 0.4 KB of the
    // configurator's first load (ADR 008).
    modulePreload: {
      polyfill: false,
      // The entry names, for each lazy part, the chunks to fetch beside it; each name costs the
      // first load ~30 B (ADR 008). Only the wood dialog, the first thing a customer opens, keeps
      // its list; the other parts are fetched ahead when the page is idle (use-prefetch-on-idle.ts)
      // and fetch their own imports when they run.
      resolveDependencies: (filename, deps) => (/(^|\/)grain-dialog-[^/]*\.js$/.test(filename) ? deps : []),
    },
    // The entry lists every lazy chunk's file for preloading; seven hash characters instead of
    // eight keep that list ~35 bytes shorter in the first load (ADR 008) and stay unique.
    rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:7].js' } },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/assets': API_ORIGIN,
    },
  },
});
