import sharp from 'sharp';
import { planPdf } from './helpers/sample-sketches';
import { beforeAll, expect, it } from 'vitest';
import type { InboxPage } from '#core/back-office/quotes-inbox';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('sketch previews for staff (STAFF-08, ADR 026)', (ctx) => {
  let staff = '';
  beforeAll(async () => {
    staff = await signInStaff(ctx().app, await makeStaff(ctx().database.db, { name: 'Sipho Staff' }));
  });
  const inject = (url: string, cookie?: string) =>
    ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const quoteWithSketch = async (fileName: string, contentType: string, bytes: Buffer) => {
    const uploaded = await ctx().app.inject({
      method: 'POST',
      url: '/api/files/sketch',
      ...multipartFile({ field: 'sketch', fileName, contentType, bytes }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const sketchId = uploaded.json<{ data: { id: string } }>().data.id;
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({ sketchIds: [sketchId] }),
    });
    const { quoteNumber } = created.json<{ data: { quoteNumber: string } }>().data;
    const id = (await inject(`/api/admin/quotes?search=${quoteNumber}`, staff)).json<{ data: InboxPage }>().data
      .quotes[0]?.id;
    return { url: `/api/admin/quotes/${id}/sketches/${sketchId}/preview`, sketchId };
  };

  it('shows a photo as a small re-encoded picture, to staff only', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const { url, sketchId } = await quoteWithSketch('site photo.jpg', 'image/jpeg', photo);
    const preview = await inject(url, staff);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['cache-control']).toBe('private, max-age=3600');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    // Asked again, the same picture (from the cache).
    expect((await inject(url, staff)).rawPayload.equals(preview.rawPayload)).toBe(true);

    expect((await inject(url)).statusCode).toBe(401);
    const partner = await makePartner(ctx().database.db);
    expect((await inject(url, await signInPartner(ctx().app, partner))).statusCode).toBe(403);
    // Another quote's address does not reach this sketch.
    const other = await quoteWithSketch('other.jpg', 'image/jpeg', photo);
    expect((await inject(other.url.replace(other.sketchId, sketchId), staff)).statusCode).toBe(404);
  });

  it('shows a PDF as its first page', async () => {
    const { url } = await quoteWithSketch('plan.pdf', 'application/pdf', await planPdf());
    const preview = await inject(url, staff);
    expect(preview.statusCode, preview.body).toBe(200);
    const picture = sharp(preview.rawPayload);
    const { width, height } = await picture.metadata();
    // A4 is portrait: the longest side is the height.
    expect(height).toBe(480);
    expect(width).toBeGreaterThan(330);
    expect(width).toBeLessThan(345);
    // The page was drawn, not left blank: the rectangle's dark lines are there.
    const { channels } = await picture.stats();
    expect(channels[0]?.min).toBeLessThan(64);
  });

  it('answers a file it cannot read with a clear 422, not a 500', async () => {
    const brokenPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]);
    const pdf = await quoteWithSketch('broken.pdf', 'application/pdf', brokenPdf);
    const response = await inject(pdf.url, staff);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'unprocessable', message: 'This sketch cannot be previewed; download it instead' },
    });
    const brokenPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const png = await quoteWithSketch('broken.png', 'image/png', brokenPng);
    expect((await inject(png.url, staff)).statusCode).toBe(422);
  });
});
