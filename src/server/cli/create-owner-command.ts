import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailAddress, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#core/accounts/account-schemas';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../errors';
import { createFirstOwner, resetOwnerSecondFactor } from '../staff/create-first-owner';
import { readHiddenLine } from './read-hidden-line';

const USAGE = [
  'Usage: npm run create-owner -- --email ADDRESS [--name NAME] [--reset-password | --reset-second-factor]',
  'The password comes from GRAINLINE_OWNER_PASSWORD, or is asked for on the terminal; --reset-second-factor asks for none.',
].join('\n');

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters`);

async function askPassword(env: NodeJS.ProcessEnv): Promise<string> {
  const fromEnv = env.GRAINLINE_OWNER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new CliError('No terminal to ask for the password on: set GRAINLINE_OWNER_PASSWORD.');
  const first = await readHiddenLine('Password: ');
  const second = await readHiddenLine('Password again: ');
  if (first !== second) throw new CliError('The two passwords differ; nothing was changed.');
  return first;
}

class CliError extends Error {}

/** Where the command writes: the terminal, or a test's lines. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `npm run create-owner -- …` (src/server/cli/create-owner.ts): the first owner, a new password or a
 * cleared second factor, on the database the server uses. Answers the process's exit code.
 */
export async function runCreateOwner(argv: string[], env: NodeJS.ProcessEnv, output: CommandOutput): Promise<number> {
  try {
    await createOwner(argv, env, output);
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError || error instanceof AppError)
      output.error(`create-owner: ${error.message}`);
    else
      output.error(`create-owner failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}

async function createOwner(argv: string[], env: NodeJS.ProcessEnv, output: CommandOutput): Promise<void> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
        'reset-second-factor': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!args.email || (args['reset-password'] && args['reset-second-factor'])) throw new CliError(USAGE);
  const email = emailAddress.safeParse(args.email);
  if (!email.success) throw new CliError(`"${args.email}" is not a valid email address.`);
  const resetSecondFactor = args['reset-second-factor'] ?? false;
  const password = resetSecondFactor ? null : passwordSchema.safeParse(await askPassword(env));
  if (password && !password.success) throw new CliError(password.error.issues[0]?.message ?? 'Invalid password');

  // The same DATA_DIR or DATABASE_URL as the server, running or not: SQLite's WAL lets this
  // write beside a running server, and the migrations are those the server runs.
  const config = loadConfig(env);
  // PUBLIC_URL, or this PORT on localhost when it is unset: where the server answers sign-ins.
  const signIn = `Sign in at ${config.publicUrl}/staff/login`;
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, { schema: database.schema });
    if (!password) {
      const owner = await resetOwnerSecondFactor(database.db, { email: email.data, now: new Date() });
      output.log(
        `Second factor cleared for owner ${owner.email}; their sessions have ended. ${signIn} with the password, then set it up again.`,
      );
      return;
    }
    const { owner, action } = await createFirstOwner(database.db, {
      email: email.data,
      name: args.name?.trim() || email.data.split('@')[0] || 'Owner',
      password: password.data,
      resetPassword: args['reset-password'] ?? false,
      now: new Date(),
    });
    output.log(
      action === 'created'
        ? `Created owner ${owner.email}. ${signIn}`
        : `New password set for owner ${owner.email}; their second factor, if any, is cleared and their sessions have ended. ${signIn}`,
    );
  } finally {
    await database.close();
  }
}
