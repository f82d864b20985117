import { satisfies } from 'semver';

/** The Node versions docs/operations.md "Supported platforms" promises: the lowest release of each supported line. */
export const SUPPORTED_NODE = ['20.19.0', '22.13.0', '24.0.0'];

// Spot checks that the platforms are all there, beside the general rule below.
const EXPECTED = [
  '@esbuild/darwin-arm64',
  '@esbuild/win32-x64',
  '@esbuild/linux-arm64',
  '@rollup/rollup-win32-x64-msvc',
  '@rollup/rollup-linux-arm64-musl',
  '@img/sharp-linuxmusl-arm64',
  '@img/sharp-darwin-arm64',
  '@img/sharp-win32-x64',
  '@tailwindcss/oxide-darwin-arm64',
  '@tailwindcss/oxide-win32-x64-msvc',
  '@tailwindcss/oxide-linux-arm64-musl',
];

export interface LockedPackage {
  version?: string;
  /** Only ever an optional dependency: npm skips it where its engines or platform do not fit, silently. */
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string } | string[];
}

export interface LockFile {
  packages: Record<string, LockedPackage>;
}

/**
 * What would stop `npm ci` of this lock on a supported platform or Node version, one line a
 * problem naming the package (scripts/check-lock.ts):
 * - a locked package's optional dependency (a platform build: @esbuild/darwin-arm64,
 *   @rollup/rollup-win32-x64-msvc, @img/sharp-linuxmusl-arm64, …) has no entry of its own;
 * - a locked package that is not optional has an `engines.node` refusing a supported Node
 *   version (EBADENGINE).
 */
export function lockProblems(lock: LockFile, supportedNode: readonly string[] = SUPPORTED_NODE): string[] {
  const problems: string[] = [];
  /** Where npm would find `name` from the package at `from` (node_modules folders up the path). */
  const resolves = (from: string, name: string): boolean => {
    for (
      let dir = from;
      ;
      dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : ''
    ) {
      if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
      if (!dir) return false;
    }
  };
  for (const [location, locked] of Object.entries(lock.packages)) {
    for (const name of Object.keys(locked.optionalDependencies ?? {})) {
      if (!resolves(location, name))
        problems.push(`${location || 'package.json'}: optional dependency ${name} is not in the lock`);
    }
    const range = !locked.optional && !Array.isArray(locked.engines) ? locked.engines?.node : undefined;
    for (const node of range ? supportedNode : []) {
      if (!satisfies(node, range ?? '*'))
        problems.push(`${location}@${locked.version ?? ''}: engines.node "${range ?? ''}" refuses Node ${node}`);
    }
  }
  for (const name of EXPECTED) if (!lock.packages[`node_modules/${name}`]) problems.push(`${name} is not in the lock`);
  return problems;
}
