import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { makeQuoteRequest } from './helpers/quote-factories';
import { createTestDatabase } from './helpers/test-database';

function runBackup(dataDir: string, file: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

// The online backup is SQLite's; PostgreSQL is backed up with pg_dump (docs/operations.md).
it('npm run backup copies the SQLite database under write load, holding every quote acknowledged before it began', async () => {
  const database = await createTestDatabase('sqlite');
  const app = await buildApp({
    // Many quotes in a burst from one test: no proof-of-work challenge (ADR 040).
    config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', ANONYMOUS_BURST_PER_10_MINUTES: '100000' }),
    database,
    serveClient: false,
    rateLimit: false,
  });
  const createQuote = async () => {
    const response = await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { quoteNumber: string } }>().data.quoteNumber;
  };
  try {
    const acknowledged: string[] = [];
    for (let i = 0; i < 20; i++) acknowledged.push(await createQuote());

    // Customers keep asking for quotes while the backup runs.
    let writing = true;
    let writtenDuringBackup = 0;
    const load = (async () => {
      while (writing) {
        await createQuote();
        writtenDuringBackup++;
      }
    })();
    const file = path.join(database.dataDir, 'backups', 'copy.sqlite');
    fs.mkdirSync(path.dirname(file));
    const result = await runBackup(database.dataDir, file);
    writing = false;
    await load;

    expect(result.output).toContain('integrity check ok');
    expect(result.code).toBe(0);
    expect(writtenDuringBackup).toBeGreaterThan(0);
    // The backup is the one file: no `.partial` copy, nor the WAL and shared-memory files SQLite made beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['copy.sqlite']);
    const copy = new SQLite(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const numbers = (copy.prepare('select quote_number from quotes').all() as { quote_number: string }[]).map(
        (row) => row.quote_number,
      );
      expect(numbers).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      copy.close();
    }

    // A backup never overwrites a file, and says so in one line.
    const again = await runBackup(database.dataDir, file);
    expect(again.code).toBe(1);
    expect(again.output.trim()).toBe(
      `Backup failed: ${file} already exists: choose a new file name, a backup never overwrites one.`,
    );
  } finally {
    await app.close();
    await database.destroy();
  }
}, 60_000);
