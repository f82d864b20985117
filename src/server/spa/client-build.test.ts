import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { BUILD_MANIFEST, installClientBuild, isClientBuildStale } from './client-build';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-build-'));
  dirs.push(dir);
  return dir;
}

function write(file: string, text: string, mtimeMs?: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (mtimeMs !== undefined) fs.utimesSync(file, mtimeMs / 1000, mtimeMs / 1000);
}

function stage(files: Record<string, string>): string {
  const staging = tempDir();
  for (const [name, text] of Object.entries(files)) write(path.join(staging, name), text);
  return staging;
}

const listed = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();

it('is stale without a build, fresh after one, and stale again once a source changes', () => {
  const root = tempDir();
  const clientDir = path.join(root, 'dist', 'client');
  write(path.join(root, 'src', 'client', 'main.tsx'), 'a', 1_000_000);
  write(path.join(root, 'index.html'), '<div id="root"></div>', 1_000_000);
  expect(isClientBuildStale({ root, clientDir })).toBe(true);

  installClientBuild({ stagingDir: stage({ 'index.html': 'page' }), clientDir, builtAt: 2_000_000 });
  expect(isClientBuildStale({ root, clientDir })).toBe(false);

  write(path.join(root, 'src', 'core', 'money.ts'), 'b', 3_000_000);
  expect(isClientBuildStale({ root, clientDir })).toBe(true);
});

it('swaps a build in without emptying the folder, keeps the previous build for open pages and prunes older ones', () => {
  const clientDir = path.join(tempDir(), 'client');
  installClientBuild({ stagingDir: stage({ 'index.html': 'one', 'assets/index-1.js': '1' }), clientDir });
  installClientBuild({ stagingDir: stage({ 'index.html': 'two', 'assets/index-2.js': '2' }), clientDir });
  expect(listed(clientDir)).toEqual([BUILD_MANIFEST, 'assets/index-1.js', 'assets/index-2.js', 'index.html'].sort());
  expect(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')).toBe('two');

  installClientBuild({ stagingDir: stage({ 'index.html': 'three', 'assets/index-3.js': '3' }), clientDir });
  expect(listed(clientDir)).toEqual([BUILD_MANIFEST, 'assets/index-2.js', 'assets/index-3.js', 'index.html'].sort());
});
