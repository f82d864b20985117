import path from 'node:path';
import { build } from 'vite';
import { installClientBuild } from '../src/server/spa/client-build';

/**
 * `npm run build`: Vite builds into a staging folder beside dist/client, then the files are
 * swapped in (installClientBuild), so a server running on dist/client keeps every file it serves.
 */
const root = path.resolve(import.meta.dirname, '..');
const stagingDir = path.join(root, 'dist', `.client-staging-${process.pid}`);
const builtAt = Date.now();
await build({ root, logLevel: 'warn', build: { outDir: stagingDir, emptyOutDir: true } });
installClientBuild({ stagingDir, clientDir: path.join(root, 'dist', 'client'), builtAt });
console.log('Front end built into dist/client');
