import { runCreateOwner } from './create-owner-command';

// `npm run create-owner -- --email ADDRESS …`: see runCreateOwner.
process.exitCode = await runCreateOwner(process.argv.slice(2), process.env, { log: console.log, error: console.error });
