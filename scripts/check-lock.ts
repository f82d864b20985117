import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockProblems, SUPPORTED_NODE, type LockFile } from './lock-rules';

/**
 * `npm run check:lock`: the committed package-lock.json installs with `npm ci` on every
 * supported platform and Node version (docs/operations.md "Supported platforms"). It fails, naming the
 * problem, when a platform package is missing or a package refuses a supported Node version
 * (`lock-rules.ts`), or when `npm ci --dry-run` refuses the lock against package.json.
 * `tests/integration/lock-file.test.ts` runs it.
 * Repair with `npm run lock`.
 */
const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as LockFile;
const problems = lockProblems(lock);

// npm's own verdict, in a folder of its own so the installed node_modules is not consulted.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-lock-'));
try {
  for (const file of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(root, file), path.join(work, file));
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--engine-strict'], {
    cwd: work,
    stdio: 'pipe',
  });
} catch (error) {
  problems.push(
    `npm ci --dry-run refuses the lock: ${String((error as { stderr?: Buffer }).stderr ?? error)
      .trim()
      .split('\n')
      .filter((line) => !line.includes('nodedir'))
      .slice(0, 4)
      .join(' ')}`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`package-lock.json will not install everywhere (repair: npm run lock):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `package-lock.json: every platform's optional packages present, engines admit Node ${SUPPORTED_NODE.join(', ')}, npm ci accepts it`,
);
