import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/password';
import { runCreateOwner } from '#server/cli/create-owner-command';
import { loadConfig } from '#server/config';
import { openSqlite } from '#server/db/database';
import { startServer, type RunningServer } from '#server/start-server';
import { describeEachDatabase } from './helpers/test-app';
import { TEST_DATABASE_URL } from './helpers/test-database';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-owner-'));
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface CommandDatabase {
  dataDir: string;
  url?: string;
  schema?: string;
}

function commandEnv(
  password: string | undefined,
  database: CommandDatabase,
  settings: Record<string, string>,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '',
    PUBLIC_URL: '',
    ...settings,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    DATABASE_SCHEMA: database.schema ?? '',
    GRAINLINE_OWNER_PASSWORD: password ?? '',
  };
}

/** `npm run create-owner -- …` as an operator runs it: its own process, against this test's data folder. */
async function createOwnerProcess(args: string[], password: string) {
  const env = commandEnv(password, { dataDir }, {});
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/create-owner.ts', ...args],
      { env },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** The same command in this process: what it prints and its exit code, without starting tsx each time. */
async function createOwner(
  args: string[],
  password?: string,
  database: CommandDatabase = { dataDir },
  settings: Record<string, string> = {},
) {
  const lines: string[] = [];
  const code = await runCreateOwner(args, commandEnv(password, database, settings), {
    log: (line) => lines.push(line),
    error: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

it('creates the first owner beside a running server, refuses a second, and resets a password only when asked', async () => {
  server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: '' }),
  );

  const created = await createOwnerProcess(
    ['--email', 'Owner@Workshop.example', '--name', 'Thabo'],
    'first kiaat password',
  );
  expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Created owner owner@workshop.example') });
  expect(created.output).not.toContain('first kiaat password');

  const login = await fetch(`${server.url}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@workshop.example', password: 'first kiaat password' }),
  });
  expect(login.status).toBe(200);

  const second = await createOwner(['--email', 'intruder@workshop.example'], 'second kiaat password');
  expect(second.code).toBe(1);
  expect(second.output).toContain('An owner already exists (owner@workshop.example)');

  const reset = await createOwner(['--email', 'owner@workshop.example', '--reset-password'], 'new kiaat password');
  expect(reset).toMatchObject({ code: 0, output: expect.stringContaining('New password set') });

  const noPassword = await createOwner(['--email', 'x@workshop.example']);
  expect(noPassword.output).toContain('GRAINLINE_OWNER_PASSWORD');
  expect((await createOwner([], 'whatever password')).output).toContain(
    'Usage: npm run create-owner -- --email ADDRESS',
  );
  expect((await createOwner(['--email', 'not-an-email'], 'whatever password')).output).toContain(
    'is not a valid email address',
  );
  expect((await createOwner(['--email', 'y@workshop.example'], 'short')).output).toContain('at least 8 characters');

  const handle = openSqlite(path.join(dataDir, 'grainline.sqlite'));
  const owners = await handle.db.selectFrom('staff_users').select(['email', 'password_hash', 'role']).execute();
  await handle.close();
  expect(owners.map((o) => [o.email, o.role])).toEqual([['owner@workshop.example', 'owner']]);
  expect(owners[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(owners[0]?.password_hash, 'new kiaat password')).toBe(true);
}, 60_000);

describeEachDatabase('create-owner on the database a running app uses', (ctx, dialect) => {
  it('creates the owner the app then signs in, from GRAINLINE_OWNER_PASSWORD, and refuses a second owner', async () => {
    const database = {
      dataDir: ctx().database.dataDir,
      url: dialect === 'postgres' ? TEST_DATABASE_URL : undefined,
      schema: ctx().database.schema,
    };
    const created = await createOwner(['--email', 'owner@workshop.example'], 'kiaat password from env', database);
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Created owner owner@workshop.example') });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'owner@workshop.example', password: 'kiaat password from env' },
    });
    expect(login.json()).toMatchObject({ data: { staff: { email: 'owner@workshop.example', role: 'owner' } } });

    const second = await createOwner(['--email', 'second@workshop.example'], 'second kiaat password', database);
    expect(second).toMatchObject({
      code: 1,
      output: expect.stringContaining('An owner already exists (owner@workshop.example)'),
    });
    const owners = await ctx()
      .database.db.selectFrom('staff_users')
      .select('email')
      .where('role', '=', 'owner')
      .execute();
    expect(owners.map((owner) => owner.email)).toEqual(['owner@workshop.example']);
  }, 60_000);

  it('clears a sole owner’s second factor with --reset-second-factor, logs it, and prints the address from PORT or PUBLIC_URL', async () => {
    const database = {
      dataDir: ctx().database.dataDir,
      url: dialect === 'postgres' ? TEST_DATABASE_URL : undefined,
      schema: ctx().database.schema,
    };
    const db = ctx().database.db;
    // The owner the test above made, the only one.
    const newPassword = await createOwner(
      ['--email', 'owner@workshop.example', '--reset-password'],
      'new kiaat password',
      database,
      { PORT: '4567' },
    );
    expect(newPassword.output).toContain('Sign in at http://localhost:4567/staff/login');
    const none = await createOwner(['--email', 'owner@workshop.example', '--reset-second-factor'], undefined, database);
    expect(none).toMatchObject({
      code: 1,
      output: expect.stringContaining('owner@workshop.example has no second factor to reset'),
    });
    // A factor on, as the phone that is now lost had set it up.
    await db
      .updateTable('staff_users')
      .set({ totp_secret: 'sealed', totp_enabled_at: new Date().toISOString() })
      .where('email', '=', 'owner@workshop.example')
      .execute();
    const reset = await createOwner(
      ['--email', 'owner@workshop.example', '--reset-second-factor'],
      undefined,
      database,
      {
        PUBLIC_URL: 'https://quotes.workshop.example',
      },
    );
    expect(reset).toMatchObject({
      code: 0,
      output: expect.stringContaining('Second factor cleared for owner owner@workshop.example'),
    });
    expect(reset.output).toContain('Sign in at https://quotes.workshop.example/staff/login');
    const owner = await db
      .selectFrom('staff_users')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('email', '=', 'owner@workshop.example')
      .executeTakeFirstOrThrow();
    expect(owner).toEqual({ totp_secret: null, totp_enabled_at: null });
    const logged = await db
      .selectFrom('security_events')
      .select(['kind', 'subject'])
      .where('kind', '=', 'second_factor_reset')
      .execute();
    expect(logged).toEqual([
      { kind: 'second_factor_reset', subject: expect.stringContaining('owner@workshop.example') },
    ]);
  }, 60_000);
});

/** util-linux `script` gives the command a terminal, as an operator's shell would. */
const hasScript = spawnSync('script', ['--version']).status === 0;

/** create-owner on a terminal: each password prompt is answered once it is shown, as a person types. */
function createOwnerOnTerminal(
  args: string[],
  answers: string[],
  folder: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const command = [process.execPath, '--import', 'tsx', 'src/server/cli/create-owner.ts', ...args].join(' ');
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '', GRAINLINE_OWNER_PASSWORD: '' },
    });
    let output = '';
    let answered = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const prompts = output.match(/Password( again)?: /g)?.length ?? 0;
      for (; answered < prompts; answered++) child.stdin.write(`${answers[answered] ?? ''}\r`);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

it.skipIf(!hasScript)(
  'asks for the password twice on a terminal, without echoing it, and refuses two that differ',
  async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-owner-tty-'));
    try {
      const differ = await createOwnerOnTerminal(
        ['--email', 'tty@workshop.example'],
        ['first typed password', 'second typed password'],
        folder,
      );
      expect(differ).toMatchObject({
        code: 1,
        output: expect.stringContaining('The two passwords differ; nothing was changed.'),
      });
      const created = await createOwnerOnTerminal(
        ['--email', 'tty@workshop.example'],
        ['typed owner password', 'typed owner password'],
        folder,
      );
      expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Created owner tty@workshop.example') });
      expect(created.output).toContain('Password again: ');
      expect(created.output).not.toContain('typed owner password');
      const handle = openSqlite(path.join(folder, 'grainline.sqlite'));
      const owner = await handle.db
        .selectFrom('staff_users')
        .select('password_hash')
        .where('email', '=', 'tty@workshop.example')
        .executeTakeFirstOrThrow();
      await handle.close();
      expect(await verifyPassword(owner.password_hash, 'typed owner password')).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  },
  60_000,
);
