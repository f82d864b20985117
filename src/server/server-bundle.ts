import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { sourcesChangedSince } from './spa/client-build';

/**
 * ADR 039: `npm start` runs the server from one bundle built by esbuild, not through tsx. The
 * server answers the same; without tsx's on-the-fly transform (its `__name` call wherever a
 * function is made, its loader's memory) a pricing request costs less CPU. Tests and
 * `npm run dev` still run the sources.
 */

/** What the server is built from: a change to any of these makes the bundle stale. */
export const SERVER_SOURCES = ['src/server', 'src/core', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** The bundle, relative to the checkout's root. */
export const SERVER_BUNDLE = path.join('dist', 'server', 'main.mjs');
/** The texture worker's own bundle beside it: the worker thread loads it without tsx (ADR 012). */
export const TEXTURE_WORKER_BUNDLE = path.join('dist', 'server', 'texture-worker.mjs');

/** True when there is no bundle (or no worker beside it), or a source changed after its build started. */
export function isServerBundleStale(root: string): boolean {
  const bundle = path.join(root, SERVER_BUNDLE);
  if (!fs.existsSync(bundle) || !fs.existsSync(path.join(root, TEXTURE_WORKER_BUNDLE))) return true;
  return sourcesChangedSince({ root, sources: SERVER_SOURCES, builtAt: fs.statSync(bundle).mtimeMs });
}

/**
 * Bundles `src/server/main.ts` into dist/server/main.mjs, and the texture worker's code into
 * dist/server/texture-worker.mjs, each with its source map; packages stay in node_modules. Each
 * file is written beside its place and renamed over it, so two builds at once (parallel test
 * workers) or a server reading it never see half a file. The bundle's
 * modification time is the moment the build started, as the front end's manifest records it:
 * a source saved while esbuild was reading makes the bundle stale, not silently current.
 */
export async function buildServerBundle(root: string, startedAt = new Date()): Promise<void> {
  const bundle = path.join(root, SERVER_BUNDLE);
  const { outputFiles } = await build({
    absWorkingDir: root,
    // Named as their files: main.mjs and texture-worker.mjs.
    entryPoints: {
      [path.basename(SERVER_BUNDLE, '.mjs')]: path.join(root, 'src', 'server', 'main.ts'),
      [path.basename(TEXTURE_WORKER_BUNDLE, '.mjs')]: path.join(
        root,
        'src',
        'server',
        'wood-images',
        'texture-worker.ts',
      ),
    },
    outdir: path.dirname(bundle),
    outExtension: { '.js': '.mjs' },
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    // The map names the sources; they are in the checkout beside it.
    sourcesContent: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  // The server's bundle last: it is never there without its map and the worker it starts.
  for (const file of [...outputFiles].sort((a, b) => Number(a.path === bundle) - Number(b.path === bundle))) {
    const staging = `${file.path}.${process.pid}.next`;
    fs.writeFileSync(staging, file.contents);
    fs.utimesSync(staging, startedAt, startedAt);
    fs.renameSync(staging, file.path);
  }
}

/** Builds the bundle when it is stale; true when it built. */
export async function buildServerBundleIfStale(root: string): Promise<boolean> {
  if (!isServerBundleStale(root)) return false;
  await buildServerBundle(root);
  return true;
}
