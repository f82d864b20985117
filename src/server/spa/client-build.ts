import fs from 'node:fs';
import path from 'node:path';

/** What the front end is built from: a change to any of these makes the build stale. */
export const CLIENT_SOURCES = [
  'src/client',
  'src/core',
  'index.html',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-client.ts',
];

/** Written last by a build: when it started, and which files it installed. */
export const BUILD_MANIFEST = '.build.json';

interface BuildManifest {
  builtAt: number;
  files: string[];
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (!fs.statSync(dir).isDirectory()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => filesUnder(path.join(dir, entry.name)));
}

function readManifest(clientDir: string): BuildManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, BUILD_MANIFEST), 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/** True when a file of `sources` (folders and files under `root`) was changed after `builtAt` (ms). */
export function sourcesChangedSince({
  root,
  sources,
  builtAt,
}: {
  root: string;
  sources: string[];
  builtAt: number;
}): boolean {
  return sources
    .flatMap((source) => filesUnder(path.join(root, source)))
    .some((file) => fs.statSync(file).mtimeMs > builtAt);
}

/** True when there is no finished build, or a source file changed after it finished. */
export function isClientBuildStale({ root, clientDir }: { root: string; clientDir: string }): boolean {
  const manifest = readManifest(clientDir);
  if (!manifest || !fs.existsSync(path.join(clientDir, 'index.html'))) return true;
  return sourcesChangedSince({ root, sources: CLIENT_SOURCES, builtAt: manifest.builtAt });
}

/**
 * Moves a finished build from `stagingDir` into `clientDir` without ever emptying it: each file
 * is copied beside its final name and renamed over it (atomic on one file system), the HTML
 * last, so a running server never finds a page whose scripts are missing. The files of the
 * build before stay, for browsers still running the previous page's lazy chunks; older ones go.
 */
export function installClientBuild({
  stagingDir,
  clientDir,
  builtAt = Date.now(),
}: {
  stagingDir: string;
  clientDir: string;
  builtAt?: number;
}): void {
  const files = filesUnder(stagingDir).map((file) => path.relative(stagingDir, file).split(path.sep).join('/'));
  const isPage = (file: string) => /\.html(\.br|\.gz)?$/.test(file);
  const previous = readManifest(clientDir);
  for (const file of [...files.filter((file) => !isPage(file)), ...files.filter(isPage)]) {
    const target = path.join(clientDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(stagingDir, file), `${target}.next`);
    fs.renameSync(`${target}.next`, target);
  }
  const keep = new Set([...files, ...(previous?.files ?? []), BUILD_MANIFEST]);
  for (const file of filesUnder(clientDir)) {
    const name = path.relative(clientDir, file).split(path.sep).join('/');
    if (!keep.has(name)) fs.rmSync(file);
  }
  const manifest: BuildManifest = { builtAt, files };
  fs.writeFileSync(path.join(clientDir, `${BUILD_MANIFEST}.next`), JSON.stringify(manifest));
  fs.renameSync(path.join(clientDir, `${BUILD_MANIFEST}.next`), path.join(clientDir, BUILD_MANIFEST));
  fs.rmSync(stagingDir, { recursive: true, force: true });
}
