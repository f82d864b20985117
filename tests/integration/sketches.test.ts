import { expect, it } from 'vitest';
import { multipartFile } from './helpers/multipart';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describeEachDatabase('sketch upload', (ctx) => {
  const upload = (fileName: string, contentType: string, bytes: Buffer, field = 'sketch') =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/files/sketch',
      ...multipartFile({ field, fileName, contentType, bytes }),
    });

  it.each([
    ['plan.png', 'image/png', PNG, 'image/png'],
    ['plan.pdf', 'application/pdf', PDF, 'application/pdf'],
    ['photo.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]), 'image/jpeg'],
    ['anim.gif', 'image/gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'image/gif'],
    [
      'pic.webp',
      'image/webp',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]),
      'image/webp',
    ],
  ])('stores %s by its own bytes', async (fileName, contentType, bytes, expected) => {
    const response = await upload(fileName, contentType, bytes);
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      success: boolean;
      filePath: string;
      message: string;
      data: { id: string; mimeType: string };
    }>();
    expect(body).toMatchObject({ success: true, message: 'Sketch uploaded', data: { mimeType: expected } });
    const row = await ctx()
      .database.db.selectFrom('sketches')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
  });

  it('refuses a renamed .exe sent as a .png', async () => {
    const response = await upload('innocent.png', 'image/png', EXE);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      error: {
        message: 'Please upload JPG, PNG, WEBP, GIF, or PDF files only.',
        fields: { sketch: 'Invalid file type' },
      },
    });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload('huge.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { message: 'Please upload files smaller than 10MB.', fields: { sketch: 'File too large' } },
    });
  });

  it('refuses a request without the sketch field, or not multipart', async () => {
    expect((await upload('plan.png', 'image/png', PNG, 'other')).statusCode).toBe(400);
    expect(
      (await ctx().app.inject({ method: 'POST', url: '/api/files/sketch', payload: { sketch: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('carries sketches into every quote that replaces an earlier one, and refuses unknown ids', async () => {
    const id = (await upload('plan.png', 'image/png', PNG)).json<{ data: { id: string } }>().data.id;
    const create = (sketchIds: string[]) =>
      ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest({ sketchIds }) });
    const first = await create([id]);
    expect(first.statusCode).toBe(201);
    // The customer changed a quantity: the new quote goes out with the same sketch.
    const second = await create([id, id]);
    expect(second.statusCode).toBe(201);
    const links = await ctx()
      .database.db.selectFrom('quote_sketches')
      .innerJoin('quotes', 'quotes.id', 'quote_sketches.quote_id')
      .select(['quotes.token', 'quote_sketches.sketch_id'])
      .where('quote_sketches.sketch_id', '=', id)
      .execute();
    const tokens = [first, second].map((response) => response.json<{ data: { token: string } }>().data.token);
    expect(links.map((link) => link.token).sort()).toEqual([...tokens].sort());

    const unknown = await create(['00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { fields: { sketchIds: 'Unknown sketch' } } });
  });

  it.each([
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\n')],
    ['an empty boundary', 'multipart/form-data; boundary=', Buffer.from('--\r\n')],
    [
      'a body cut short',
      'multipart/form-data; boundary=cut',
      Buffer.from('--cut\r\nContent-Disposition: form-data; name="sketch"; filename="a.png"\r\n\r\n\x89PNG'),
    ],
  ])('answers a broken multipart body (%s) with a 4xx, never a 500', async (_name, contentType, payload) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/files/sketch',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(413);
  });
});
