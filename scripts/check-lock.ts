import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { satisfies } from 'semver';

/**
 * `npm run check:lock`: the committed package-lock.json installs with `npm ci` on every
 * supported platform and Node version (README "Supported platforms"). It fails, naming the
 * problem, when
 * - a locked package's optional dependency (a platform build: @esbuild/darwin-arm64,
 *   @rollup/rollup-win32-x64-msvc, @img/sharp-linuxmusl-arm64, …) has no entry of its own;
 * - a locked package that is not optional has an `engines.node` refusing a supported Node
 *   version (EBADENGINE);
 * - `npm ci --dry-run` refuses the lock against package.json.
 * Repair with `npm run lock`.
 */
const SUPPORTED_NODE = ['20.19.0', '22.13.0', '24.0.0'];
// Spot checks that the platforms are all there, beside the general rule below.
const EXPECTED = ['@esbuild/darwin-arm64', '@esbuild/win32-x64', '@esbuild/linux-arm64', '@rollup/rollup-win32-x64-msvc', '@rollup/rollup-linux-arm64-musl', '@img/sharp-linuxmusl-arm64', '@img/sharp-darwin-arm64', '@img/sharp-win32-x64', '@tailwindcss/oxide-darwin-arm64', '@tailwindcss/oxide-win32-x64-msvc', '@tailwindcss/oxide-linux-arm64-musl'];

interface LockedPackage {
  version?: string;
  /** Only ever an optional dependency: npm skips it where its engines or platform do not fit, silently. */
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string } | string[];
}

const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
const problems: string[] = [];

/** Where npm would find `name` from the package at `from` (node_modules folders up the path). */
function resolves(from: string, name: string): boolean {
  for (let dir = from; ; dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : '') {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
  }
}

for (const [location, locked] of Object.entries(lock.packages)) {
  for (const name of Object.keys(locked.optionalDependencies ?? {})) {
    if (!resolves(location, name)) problems.push(`${location || 'package.json'}: optional dependency ${name} is not in the lock`);
  }
  const range = !locked.optional && !Array.isArray(locked.engines) ? locked.engines?.node : undefined;
  for (const node of range ? SUPPORTED_NODE : []) {
    if (!satisfies(node, range ?? '*')) problems.push(`${location}@${locked.version ?? ''}: engines.node "${range ?? ''}" refuses Node ${node}`);
  }
}
for (const name of EXPECTED) if (!lock.packages[`node_modules/${name}`]) problems.push(`${name} is not in the lock`);

// npm's own verdict, in a folder of its own so the installed node_modules is not consulted.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-lock-'));
try {
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(root, file), path.join(work, file));
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--engine-strict'], { cwd: work, stdio: 'pipe' });
} catch (error) {
  problems.push(`npm ci --dry-run refuses the lock: ${String((error as { stderr?: Buffer }).stderr ?? error).trim().split('\n').filter((line) => !line.includes('nodedir')).slice(0, 4).join(' ')}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`package-lock.json will not install everywhere (repair: npm run lock):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`package-lock.json: every platform's optional packages present, engines admit Node ${SUPPORTED_NODE.join(', ')}, npm ci accepts it`);
