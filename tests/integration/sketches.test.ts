import { expect, it } from 'vitest';
import { multipartFile } from './helpers/multipart';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describeEachDatabase('sketch upload', (ctx) => {
  const upload = (fileName: string, contentType: string, bytes: Buffer, field = 'sketch') =>
    ctx().app.inject({ method: 'POST', url: '/api/files/sketch', ...multipartFile({ field, fileName, contentType, bytes }) });

  it.each([
    ['plan.png', 'image/png', PNG, 'image/png'],
    ['plan.pdf', 'application/pdf', PDF, 'application/pdf'],
    ['photo.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]), 'image/jpeg'],
    ['anim.gif', 'image/gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'image/gif'],
    ['pic.webp', 'image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]), 'image/webp'],
  ])('stores %s by its own bytes', async (fileName, contentType, bytes, expected) => {
    const response = await upload(fileName, contentType, bytes);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; filePath: string; message: string; data: { id: string; mimeType: string } }>();
    expect(body).toMatchObject({ success: true, message: 'Sketch uploaded', data: { mimeType: expected } });
    const row = await ctx().database.db.selectFrom('sketches').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
  });

  it('refuses a renamed .exe sent as a .png', async () => {
    const response = await upload('innocent.png', 'image/png', EXE);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      error: { message: 'Please upload JPG, PNG, WEBP, GIF, or PDF files only.', fields: { sketch: 'Invalid file type' } },
    });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload('huge.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { message: 'Please upload files smaller than 10MB.', fields: { sketch: 'File too large' } } });
  });

  it('refuses a request without the sketch field, or not multipart', async () => {
    expect((await upload('plan.png', 'image/png', PNG, 'other')).statusCode).toBe(400);
    expect((await ctx().app.inject({ method: 'POST', url: '/api/files/sketch', payload: { sketch: 'x' } })).statusCode).toBe(400);
  });

  it('attaches sketches to a quote once', async () => {
    const id = (await upload('plan.png', 'image/png', PNG)).json<{ data: { id: string } }>().data.id;
    const first = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest({ sketchIds: [id] }) });
    expect(first.statusCode).toBe(201);
    const second = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest({ sketchIds: [id] }) });
    expect(second.statusCode).toBe(400);
  });
});
