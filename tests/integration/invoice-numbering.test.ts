import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/database';
import { takeInvoiceNumber } from '#server/invoicing/invoice-number';
import { insertInvoice } from '#server/invoicing/invoice-repository';
import { loadInvoiceValues } from './helpers/invoice-values';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';
import { TEST_DATABASE_URL } from './helpers/test-database';

const numbersOf = async (handle: DatabaseHandle) =>
  (await handle.db.selectFrom('invoices').select('number').where('number', 'like', 'INV-%').execute())
    .map((row) => Number(row.number.slice(4)))
    .sort((a, b) => a - b);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describeEachDatabase('invoice numbers: one gap-free sequence (ADR 047)', (ctx, dialect) => {
  let quoteId = 0;
  beforeAll(async () => {
    const created = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
    const { quoteNumber } = created.json<{ data: { quoteNumber: string } }>().data;
    quoteId = Number(
      (
        await ctx()
          .database.db.selectFrom('quotes')
          .select('id')
          .where('quote_number', '=', quoteNumber)
          .executeTakeFirstOrThrow()
      ).id,
    );
  });

  /**
   * One issue: the number is taken and the invoice stored in one transaction; `fail` rolls it back after the number was
   * taken.
   */
  const issue = (handle: DatabaseHandle, key: string, fail = false) =>
    handle.db
      .transaction()
      .execute(async (trx) => {
        const number = await takeInvoiceNumber(trx, 'INV');
        if (fail) throw new Error('the issue fails after taking its number');
        await insertInvoice(trx, loadInvoiceValues({ number, quoteId, key }));
      })
      .then(
        () => 'issued',
        () => 'rolled back',
      );

  if (dialect === 'postgres') {
    let second: DatabaseHandle | undefined;
    afterAll(() => second?.close());

    it('two servers on one PostgreSQL make 200 invoices at once, with some failing midway: no gap, no duplicate', async () => {
      second = openPostgres(TEST_DATABASE_URL, { schema: ctx().database.schema });
      const servers = [ctx().database, second];
      const outcomes = await Promise.all(oneToN(220).map((i) => issue(servers[i % 2], `load:${i}`, i % 11 === 0)));
      expect(outcomes.filter((outcome) => outcome === 'issued')).toHaveLength(200);
      expect(await numbersOf(ctx().database)).toEqual(oneToN(200));
    });
  } else {
    it('a server killed (kill -9) after taking a number leaves no gap: the next invoice takes that number', async () => {
      const before = (await numbersOf(ctx().database)).length;
      const file = path.join(ctx().database.dataDir, 'grainline.sqlite');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'helpers/hang-mid-issue.ts'), file, String(quoteId)],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const taken = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const line = /taken (INV-\d+)/.exec(chunk.toString());
          if (line?.[1]) resolve(line[1]);
        });
        child.on('exit', (code) => reject(new Error(`the child ended (${code}) before taking a number`)));
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(await issue(ctx().database, 'after-the-kill')).toBe('issued');
      const numbers = await numbersOf(ctx().database);
      expect(numbers).toEqual(oneToN(before + 1));
      expect(numbers.at(-1)).toBe(Number(taken.slice(4)));
    });

    it('a failed issue gives its number back', async () => {
      const before = (await numbersOf(ctx().database)).length;
      expect(await issue(ctx().database, 'fails', true)).toBe('rolled back');
      expect(await issue(ctx().database, 'succeeds')).toBe('issued');
      expect(await numbersOf(ctx().database)).toEqual(oneToN(before + 1));
    });
  }
});
