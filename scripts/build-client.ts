import path from 'node:path';
import { build } from 'vite';
import { FIRST_SCREEN_MODULE } from '#core/configurator-first-screen';
import { installClientBuild } from '#server/spa/client-build';

/**
 * `npm run build`: Vite builds into a staging folder beside dist/client (the browser's files and
 * the first screen's pre-render module), then the files are swapped in (installClientBuild), so
 * a server running on dist/client keeps every file it serves.
 */
const root = path.resolve(import.meta.dirname, '..');
const stagingDir = path.join(root, 'dist', `.client-staging-${process.pid}`);
const builtAt = Date.now();
await build({ root, logLevel: 'warn', build: { outDir: stagingDir, emptyOutDir: true } });
// ADR 016: the configurator's first screen, built for Node from the same components, into the
// same build (a dot folder, never served), so the server renders what this build's script hydrates.
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/client/prerender/configurator-first-screen.tsx',
    outDir: path.join(stagingDir, path.dirname(FIRST_SCREEN_MODULE)),
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: path.basename(FIRST_SCREEN_MODULE), inlineDynamicImports: true } },
  },
});
installClientBuild({ stagingDir, clientDir: path.join(root, 'dist', 'client'), builtAt });
console.log('Front end built into dist/client');
