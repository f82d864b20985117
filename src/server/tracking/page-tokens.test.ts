import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPageTokens } from './page-tokens';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
});

it('issues a token every server on the database accepts, and refuses forged, expired and future ones (ADR 041)', async () => {
  handle = openSqlite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-token-')), 'grainline.sqlite'));
  await migrateToLatest(handle.db);
  const now = new Date('2026-12-06T10:00:00Z');
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const tokens = createPageTokens(handle.db);
  const token = await tokens.issue(now);
  expect(await tokens.issue(now)).not.toBe(token);
  // Another server on the same database: same key, nothing stored per page.
  const other = createPageTokens(handle.db);
  expect(await other.ageOf(token, at(90))).toBe(90);
  expect(await other.ageOf(token, at(86_400))).toBe(86_400);
  expect(await other.ageOf(token, at(86_401))).toBeNull();
  expect(await other.ageOf(token, at(-30))).toBe(0);
  expect(await other.ageOf(token, at(-61))).toBeNull();
  const [issued, nonce, mac] = token.split('.');
  expect(await tokens.ageOf(`${(parseInt(issued ?? '', 36) + 100).toString(36)}.${nonce}.${mac}`, at(200))).toBeNull();
  expect(await tokens.ageOf(`${issued}.${'A'.repeat(16)}.${mac}`, now)).toBeNull();
  for (const bad of [undefined, '', 'x', `${token}.x`, `${issued}.${nonce}.${mac}A`, `${issued}.${nonce}`])
    expect(await tokens.ageOf(bad, now)).toBeNull();
});
