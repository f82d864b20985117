// `npm start`: builds the server's bundle when its sources changed, then runs it in this process,
// on plain Node with source maps (ADR 039). The one script Node runs without tsx, so it is
// JavaScript; main.ts (in the bundle) builds the front end when stale (--build-if-stale).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'build-server.ts'), '--if-stale'],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) {
  process.stderr.write('The server did not build (see above); nothing was started.\n');
  process.exit(built.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.mjs')).href);
