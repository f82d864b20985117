import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { NewVisitorEvent } from '../db/schema';
import { AppError } from '../errors';
import { rawVisitorEvent } from '#tests/integration/helpers/visitor-events';
import { createEventWriter } from './event-writer';

let handle: DatabaseHandle;
let dir: string;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-writer-'));
  handle = openSqlite(path.join(dir, 'grainline.sqlite'));
  await migrateToLatest(handle.db);
});
afterEach(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `count` scroll-depth events of one visitor, each with its index as its value. */
function makeEvents(count: number, overrides: Partial<NewVisitorEvent> = {}): NewVisitorEvent[] {
  return Array.from({ length: count }, (_, index) =>
    rawVisitorEvent({
      occurredAt: '2026-11-23T10:00:00.000Z',
      sessionId: 'writer-session-1',
      visitorKey: 'visitor-1',
      type: 'scroll_depth',
      time_on_page_s: null,
      value: index,
      ...overrides,
    }),
  );
}

const storedCount = async () =>
  Number(
    (
      await handle.db
        .selectFrom('visitor_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

it('stores every event of many beacons sent at once, each acknowledged only once committed', async () => {
  const writer = createEventWriter(handle);
  const acknowledged: number[] = [];
  await Promise.all(
    Array.from({ length: 60 }, (_, beacon) =>
      writer.write(makeEvents(10, { session_id: `writer-session-${beacon}` })).then(() => acknowledged.push(beacon)),
    ),
  );
  expect(acknowledged).toHaveLength(60);
  expect(await storedCount()).toBe(600);
  expect(writer.queuedEvents()).toBe(0);
});

it('commits at most its bound at a time, and never splits a beacon to keep it', async () => {
  const writer = createEventWriter(handle, { maxQueuedEvents: 1000, maxEventsPerCommit: 25 });
  // What is stored when each beacon is acknowledged shows where each commit ended.
  const storedAtAcknowledgement = () =>
    (handle.sqlite!.prepare('select count(*) as count from visitor_events').get() as { count: number }).count;
  const seen = await Promise.all(
    [20, 20, 40].map((count) => writer.write(makeEvents(count)).then(storedAtAcknowledgement)),
  );
  expect(seen).toEqual([20, 40, 80]);
});

it('refuses a beacon with 503 once the queue is full, and takes beacons again once it has drained', async () => {
  const writer = createEventWriter(handle, { maxQueuedEvents: 30, maxEventsPerCommit: 30 });
  const first = writer.write(makeEvents(20));
  const refused = await writer.write(makeEvents(20)).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect((refused as AppError).status).toBe(503);
  await first;
  await writer.write(makeEvents(20));
  expect(await storedCount()).toBe(40);
});

it("waits for a quote's open transaction instead of landing inside it", async () => {
  const writer = createEventWriter(handle);
  let written: Promise<void> | undefined;
  await handle.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('lead_captures')
        .values({
          created_at: '2026-11-23T10:00:00.000Z',
          session_id: null,
          source: 'test',
          surface_type: 'countertop',
          wood_species: null,
          finish: null,
          layout: null,
          length_mm: null,
          width_mm: null,
          thickness_mm: null,
          quantity: null,
        })
        .execute();
      written = writer.write(makeEvents(5));
      // Let the writer try to flush while this transaction is still open: it starts its flush on
      // the next turn of the event loop (setImmediate), so a few turns, not a time, are enough.
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      throw new Error('roll the quote back');
    })
    .catch(() => undefined);
  await written;
  expect(await storedCount()).toBe(5);
});

it('rejects the beacons of a commit that fails, and goes on committing the next', async () => {
  const writer = createEventWriter(handle);
  const bad = makeEvents(1, { session_id: null as unknown as string });
  await expect(writer.write(bad)).rejects.toThrow();
  await writer.write(makeEvents(3));
  expect(await storedCount()).toBe(3);
});
