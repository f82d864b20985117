import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { loadConfig } from '../../src/server/config';
import { openSqlite } from '../../src/server/db/database';
import { startServer, type RunningServer } from '../../src/server/start-server';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-owner-'));
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run create-owner -- …` as an operator would run it, against this test's data folder. */
async function createOwner(args: string[], password?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', GRAINLINE_OWNER_PASSWORD: password ?? '' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/server/cli/create-owner.ts', ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

it('creates the first owner beside a running server, refuses a second, and resets a password only when asked', async () => {
  server = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: '' }));

  const created = await createOwner(['--email', 'Owner@Workshop.example', '--name', 'Thabo'], 'first owner password');
  expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Created owner owner@workshop.example') });
  expect(created.output).not.toContain('first owner password');

  const login = await fetch(`${server.url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@workshop.example', password: 'first owner password' }) });
  expect(login.status).toBe(200);

  const second = await createOwner(['--email', 'intruder@workshop.example'], 'second owner password');
  expect(second.code).toBe(1);
  expect(second.output).toContain('An owner already exists (owner@workshop.example)');

  const reset = await createOwner(['--email', 'owner@workshop.example', '--reset-password'], 'new owner password');
  expect(reset).toMatchObject({ code: 0, output: expect.stringContaining('New password set') });

  const noPassword = await createOwner(['--email', 'x@workshop.example']);
  expect(noPassword.output).toContain('GRAINLINE_OWNER_PASSWORD');
  expect((await createOwner([], 'whatever password')).output).toContain('Usage: npm run create-owner -- --email ADDRESS');
  expect((await createOwner(['--email', 'not-an-email'], 'whatever password')).output).toContain('is not a valid email address');
  expect((await createOwner(['--email', 'y@workshop.example'], 'short')).output).toContain('at least 8 characters');

  const handle = openSqlite(path.join(dataDir, 'grainline.sqlite'));
  const owners = await handle.db.selectFrom('staff_users').select(['email', 'password_hash', 'role']).execute();
  await handle.close();
  expect(owners.map((o) => [o.email, o.role])).toEqual([['owner@workshop.example', 'owner']]);
  expect(owners[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(owners[0]?.password_hash, 'new owner password')).toBe(true);
}, 60_000);
