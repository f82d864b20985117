import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import {
  SERVER_BUNDLE,
  TEXTURE_WORKER_BUNDLE,
  buildServerBundle,
  buildServerBundleIfStale,
  isServerBundleStale,
} from './server-bundle';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A checkout in miniature: a server entry and a texture worker that import one module, and the package files. */
function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-server-bundle-'));
  dirs.push(root);
  // Saved a minute ago: a build's start is kept to the millisecond, a file's time to less.
  const savedAt = (Date.now() - 60_000) / 1000;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    fs.utimesSync(path.join(root, file), savedAt, savedAt);
  };
  write('src/server/main.ts', "import { answer } from '../core/answer';\nconsole.log(answer);\n");
  write(
    'src/server/wood-images/texture-worker.ts',
    "import { answer } from '../../core/answer';\nconsole.log('worker', answer);\n",
  );
  write('src/core/answer.ts', 'export const answer: number = 42;\n');
  write('package.json', '{ "type": "module" }\n');
  write('package-lock.json', '{}\n');
  write('tsconfig.json', '{}\n');
  return root;
}

const setModified = (file: string, ms: number) => fs.utimesSync(file, ms / 1000, ms / 1000);

it('builds the bundle and its map, and builds again only once a source changed', async () => {
  const root = checkout();
  expect(isServerBundleStale(root)).toBe(true);
  expect(await buildServerBundleIfStale(root)).toBe(true);
  const bundle = path.join(root, SERVER_BUNDLE);
  expect(fs.readFileSync(bundle, 'utf8')).toContain('42');
  expect(fs.existsSync(`${bundle}.map`)).toBe(true);
  const worker = path.join(root, TEXTURE_WORKER_BUNDLE);
  expect(fs.readFileSync(worker, 'utf8')).toContain('console.log("worker", answer)');
  expect(fs.existsSync(`${worker}.map`)).toBe(true);
  expect(fs.readdirSync(path.dirname(bundle)).filter((name) => name.endsWith('.next'))).toEqual([]);
  expect(await buildServerBundleIfStale(root)).toBe(false);

  setModified(path.join(root, 'src/core/answer.ts'), fs.statSync(bundle).mtimeMs + 1_000);
  expect(isServerBundleStale(root)).toBe(true);
});

it('builds again when the worker is missing beside the bundle, as in a checkout built before it had one', async () => {
  const root = checkout();
  await buildServerBundle(root);
  expect(isServerBundleStale(root)).toBe(false);
  fs.rmSync(path.join(root, TEXTURE_WORKER_BUNDLE));
  expect(isServerBundleStale(root)).toBe(true);
  expect(await buildServerBundleIfStale(root)).toBe(true);
  expect(fs.existsSync(path.join(root, TEXTURE_WORKER_BUNDLE))).toBe(true);
});

it('dates the bundle and its map from the start of their build, so a source saved during the build makes it stale', async () => {
  const root = checkout();
  const startedAt = new Date(Date.now() - 30_000);
  await buildServerBundle(root, startedAt);
  const bundle = path.join(root, SERVER_BUNDLE);
  expect(Math.round(fs.statSync(bundle).mtimeMs)).toBe(startedAt.getTime());
  expect(Math.round(fs.statSync(`${bundle}.map`).mtimeMs)).toBe(startedAt.getTime());

  // Saved after the build began, before its files were written: the bundle may hold the old text.
  setModified(path.join(root, 'src/server/main.ts'), startedAt.getTime() + 1_000);
  expect(isServerBundleStale(root)).toBe(true);
});
