import path from 'node:path';
import { buildServerBundle, buildServerBundleIfStale } from '#server/server-bundle';

/**
 * `npm run build` (with the front end) and `npm start` (`--if-stale`, from scripts/start.mjs):
 * the server's bundle in dist/server (ADR 039).
 */
const root = path.resolve(import.meta.dirname, '..');
const built = process.argv.includes('--if-stale')
  ? await buildServerBundleIfStale(root)
  : await buildServerBundle(root).then(() => true);
if (built) console.log('Server built into dist/server');
