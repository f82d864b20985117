import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setInterval as pollEvery } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { makeQuoteRequest } from './quote-factories';
import { startServerProcess, type ServerProcess } from './server-process';
import { parseHeaders, type ReceivedMail } from './smtp-test-server';
import { TEST_DATABASE_URL } from './test-database';

/** The address a load balancer would give both servers (same-origin checks use it). */
export const PUBLIC_URL = 'http://grainline.test';

export interface ServerPair {
  servers: ServerProcess[];
  /** The load balancer: each call the next server in turn. */
  next(): ServerProcess;
  stop(): Promise<void>;
}

/**
 * Two server processes on one PostgreSQL schema, each with its own data folder and instance id,
 * started at once on what may be an empty schema (migrations and the seed must not collide).
 */
export async function startServerPair({
  schema,
  smtpUrl,
  env = {},
  readyWithinMs,
}: {
  schema: string;
  smtpUrl: string;
  env?: Record<string, string>;
  readyWithinMs?: number;
}): Promise<ServerPair> {
  const dataDirs: string[] = [];
  const settings = (name: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `grainline-${name}-`));
    dataDirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      INSTANCE_ID: name,
      SMTP_URL: smtpUrl,
      PUBLIC_URL,
      ...env,
    };
  };
  const started = await Promise.allSettled([
    startServerProcess(settings('web-a'), { readyWithinMs }),
    startServerProcess(settings('web-b'), { readyWithinMs }),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  let turn = 0;
  return { servers, next: () => servers[turn++ % servers.length], stop };
}

export async function sendJson(
  server: ServerProcess,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export interface CreatedQuote {
  quoteNumber: string;
  token: string;
}

/** `count` quotes created at once, each asked of the next server, each for its own customer address. */
export async function createQuotesAtOnce(
  pair: Pick<ServerPair, 'next'>,
  { count, emailPrefix }: { count: number; emailPrefix: string },
): Promise<{ status: number; quote?: CreatedQuote }[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await sendJson(pair.next(), '/api/quotes', {
        method: 'POST',
        body: makeQuoteRequest({
          leadInfo: { fullName: 'Thandi Nkosi', email: `${emailPrefix}-${i}@example.co.za`, phone: '082 555 1234' },
        }),
      });
      if (response.status !== 201) return { status: response.status };
      return { status: response.status, quote: ((await response.json()) as { data: CreatedQuote }).data };
    }),
  );
}

export interface DeliveryCheck {
  rows: number;
  unsent: number;
  received: number;
  distinctMessageIds: number;
}

/**
 * Waits until every outbox row is sent, the SMTP server (or servers, across an outage)
 * received as many messages and no connection to it is open: a second send of a message,
 * racing the first, would still be on its connection just after its row was marked sent
 * (the app opens one connection per message).
 */
export async function awaitDeliveries(
  db: Kysely<Database>,
  received: () => readonly ReceivedMail[],
  { expected, withinMs, openSessions }: { expected: number; withinMs: number; openSessions: () => number },
): Promise<DeliveryCheck> {
  const deadline = Date.now() + withinMs;
  const read = () => db.selectFrom('outbox').select('status').execute();
  let rows = await read();
  const delivered = () =>
    rows.length >= expected &&
    rows.every((row) => row.status === 'sent') &&
    received().length >= expected &&
    openSessions() === 0;
  // Asked every 250 ms (a poll, outside Vitest too: the campaign scripts use it); on time-out
  // the check returned says what was missing.
  if (!delivered()) {
    for await (const _ of pollEvery(250)) {
      rows = await read();
      if (delivered() || Date.now() > deadline) break;
    }
  }
  const messageIds = received().map((mail) => parseHeaders(mail.raw)['message-id']);
  return {
    rows: rows.length,
    unsent: rows.filter((row) => row.status !== 'sent').length,
    received: messageIds.length,
    distinctMessageIds: new Set(messageIds).size,
  };
}
