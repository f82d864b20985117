import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lockProblems, type LockFile } from '#scripts/lock-rules';

/**
 * `npm ci` installs the committed lock on every platform and supported Node
 * version. The rules are checked on the real lock and on broken copies; `npm run check:lock`
 * (the rules plus npm's own `npm ci --dry-run`) runs as CI runs it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const committed = (): LockFile => JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as LockFile;

describe('the committed package-lock.json', () => {
  it("holds every platform's optional packages and no package refuses a supported Node version", () => {
    expect(lockProblems(committed())).toEqual([]);
  });

  it('names a platform package the lock lacks', () => {
    const lock = committed();
    expect(lock.packages['node_modules/@esbuild/darwin-arm64']).toBeDefined();
    delete lock.packages['node_modules/@esbuild/darwin-arm64'];
    expect(lockProblems(lock)).toEqual(
      expect.arrayContaining([expect.stringContaining('optional dependency @esbuild/darwin-arm64 is not in the lock')]),
    );
  });

  it('names a package whose engines refuse a supported Node version (EBADENGINE), unless only optional', () => {
    const lock = committed();
    lock.packages['node_modules/needs-node-22'] = { version: '1.0.0', engines: { node: '>=22' } };
    lock.packages['node_modules/optional-needs-node-22'] = {
      version: '1.0.0',
      optional: true,
      engines: { node: '>=22' },
    };
    expect(lockProblems(lock)).toEqual(['node_modules/needs-node-22@1.0.0: engines.node ">=22" refuses Node 20.19.0']);
  });

  it('passes `npm run check:lock`, npm ci --dry-run included', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-lock.ts'], {
      cwd: root,
    });
    expect(stdout).toContain("every platform's optional packages present");
  }, 120_000);
});
