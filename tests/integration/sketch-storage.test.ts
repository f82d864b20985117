import { expect, it } from 'vitest';
import { runMaintenance } from '#server/maintenance/run-maintenance';
import { multipartFile } from './helpers/multipart';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const png = (bytes: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 7)]);
const SIX_HUNDRED_KB = 600 * 1024;

// Before these limits nothing is ever deleted and one address may upload without end.
describeEachDatabase(
  'sketch storage cannot fill the disk',
  (ctx) => {
    const upload = (client: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/files/sketch',
        remoteAddress: client,
        ...multipartFile({
          field: 'sketch',
          fileName: 'plan.png',
          contentType: 'image/png',
          bytes: png(SIX_HUNDRED_KB),
        }),
      });
    const idOf = (response: { json: <T>() => T }) => response.json<{ data: { id: string } }>().data.id;
    const alerts = () =>
      ctx()
        .database.db.selectFrom('outbox')
        .select(['dedupe_key', 'payload_json'])
        .where('kind', '=', 'staff_alert')
        .execute();
    const sketchIds = async () =>
      (await ctx().database.db.selectFrom('sketches').select('id').execute()).map((row) => row.id).sort();

    let attached = '';
    let unattachedOfA = '';

    it('holds one client to its quota of sketches no quote has taken, and a quote frees it', async () => {
      const first = await upload('198.51.100.1');
      expect(first.statusCode).toBe(201);
      const second = await upload('198.51.100.1');
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({
        error: {
          message: expect.stringContaining('not yet part of a quote'),
          fields: { sketch: 'Upload limit reached' },
        },
      });
      attached = idOf(first);
      expect(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/api/quotes',
            payload: makeQuoteRequest({ sketchIds: [attached] }),
          })
        ).statusCode,
      ).toBe(201);
      const third = await upload('198.51.100.1');
      expect(third.statusCode).toBe(201);
      unattachedOfA = idOf(third);
    });

    it('refuses uploads past the store ceiling with a 507 and tells staff once an hour', async () => {
      expect((await upload('198.51.100.2')).statusCode).toBe(201);
      const full = await upload('198.51.100.3');
      expect(full.statusCode).toBe(507);
      expect(full.json()).toMatchObject({
        success: false,
        error: { code: 'insufficient_storage', message: expect.stringContaining('our team has been told') },
      });
      expect((await upload('198.51.100.4')).statusCode).toBe(507);
      const sent = await alerts();
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]?.payload_json ?? '{}')).toMatchObject({
        to: ctx().config.business.email,
        subject: expect.stringContaining('store is full'),
      });
    });

    it('deletes sketches no quote took after SKETCH_UNATTACHED_HOURS, and keeps the rest', async () => {
      const { db } = ctx().database;
      const before = await sketchIds();
      expect(before).toContain(unattachedOfA);
      await runMaintenance({
        db,
        unattachedSketchHours: 24,
        securityLogRetentionDays: 365,
        now: new Date(Date.now() + 23 * 3_600_000),
      });
      expect(await sketchIds()).toEqual(before);
      const { sketchesDeleted } = await runMaintenance({
        db,
        unattachedSketchHours: 24,
        securityLogRetentionDays: 365,
        now: new Date(Date.now() + 25 * 3_600_000),
      });
      expect(sketchesDeleted).toBe(2);
      expect(await sketchIds()).toEqual([attached]);
      // Room again: the store takes uploads once more.
      expect((await upload('198.51.100.3')).statusCode).toBe(201);
    });
  },
  { env: { SKETCH_CLIENT_QUOTA_MB: '1', SKETCH_STORE_CEILING_MB: '2' } },
);
