import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { WoodSpeciesRecord, WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import type { WoodPhotoView } from '#core/catalogue/wood-photo-types';
import { makeStaff, signInStaff } from './helpers/accounts';
import { multipartForm } from './helpers/multipart-form';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

/** A photo as a phone sends it: a large JPEG with some structure, so the re-encoding has work to do. */
async function makePhoto(
  options: { width?: number; height?: number; colour?: string; format?: 'jpeg' | 'png' | 'webp' } = {},
) {
  const { width = 1600, height = 1000, colour = '#8b5a2b', format = 'jpeg' } = options;
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/>${Array.from(
      { length: 20 },
      (_, i) =>
        `<rect x="0" y="${i * (height / 20)}" width="${width}" height="${height / 40}" fill="#000" fill-opacity="0.15"/>`,
    ).join('')}</svg>`,
  );
  return sharp(stripes).toFormat(format).toBuffer();
}

const photoForm = (bytes: Buffer, fileName = 'kiaat.jpg', contentType = 'image/jpeg') =>
  multipartForm({}, [{ field: 'photo', fileName, contentType, bytes }]);

describeEachDatabase('wood photos', (ctx) => {
  let owner: Record<string, string> = {};
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    owner = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'owner' })) };
    staff = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff' })) };
  });

  const upload = (url: string, form: ReturnType<typeof photoForm>, headers: Record<string, string> = owner) =>
    ctx().app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const summary = async (speciesId: string) =>
    (await get('/api/wood-species'))
      .json<{ data: WoodSpeciesSummary[] }>()
      .data.find((species) => species.speciesId === speciesId);
  const record = async (id: string) =>
    (await get('/api/pricing/wood-species'))
      .json<{ data: WoodSpeciesRecord[] }>()
      .data.find((entry) => entry.id === id);
  const photos = async () => (await get('/api/admin/wood-photos', owner)).json<{ data: WoodPhotoView[] }>().data;
  const removeAll = async () => {
    for (const photo of await photos())
      await ctx().app.inject({ method: 'DELETE', url: `/api/admin/wood-photos/${photo.id}`, headers: owner });
  };

  it('refuses an upload without a session (401) and from a staff-role account (403), as price-book edits are', async () => {
    const form = photoForm(await makePhoto({ width: 40, height: 40 }));
    expect((await upload('/api/admin/wood-photos/kiaat/face', form, {})).statusCode).toBe(401);
    const asStaff = await upload('/api/admin/wood-photos/kiaat/face', form, staff);
    expect(asStaff.statusCode).toBe(403);
    expect((await get('/api/admin/wood-photos', staff)).statusCode).toBe(200);
    expect(
      (await ctx().app.inject({ method: 'DELETE', url: '/api/admin/wood-photos/1', headers: staff })).statusCode,
    ).toBe(403);
  });

  it('judges the file by its bytes: text named .jpg is a 400 with a clear message', async () => {
    const response = await upload(
      '/api/admin/wood-photos/kiaat/face',
      photoForm(Buffer.from('this is not a photo, only text pretending'), 'photo.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { message: 'The photo must be a JPEG, PNG or WebP image', fields: { photo: expect.any(String) } },
    });
    // A GIF or an SVG is an image, but not one we take.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(
      (await upload('/api/admin/wood-photos/kiaat/face', photoForm(svg, 'photo.png', 'image/png'))).statusCode,
    ).toBe(400);
    // A file that starts like a JPEG and is not one is refused too, never a 500.
    const broken = await upload(
      '/api/admin/wood-photos/kiaat/face',
      photoForm(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])),
    );
    expect(broken.statusCode).toBe(422);
    expect(await photos()).toEqual([]);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const huge = Buffer.concat([await makePhoto({ width: 40, height: 40 }), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload('/api/admin/wood-photos/kiaat/face', photoForm(huge));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { message: 'The photo must be smaller than 10 MB' } });
  });

  it('answers 404 for a wood the price book does not have and 400 for a bad grain', async () => {
    const form = photoForm(await makePhoto({ width: 40, height: 40 }));
    expect((await upload('/api/admin/wood-photos/walnut/edge', form)).statusCode).toBe(404);
    expect((await upload('/api/admin/wood-photos/teak/face', form)).statusCode).toBe(404);
    expect((await upload('/api/admin/wood-photos/kiaat/sideways', form)).statusCode).toBe(400);
    expect(
      (await ctx().app.inject({ method: 'DELETE', url: '/api/admin/wood-photos/999999', headers: owner })).statusCode,
    ).toBe(404);
  });

  it('re-encodes a photo to each size, serves it at immutable URLs and puts it in the catalogue in place of the texture', async () => {
    const before = await summary('kiaat');
    expect(before?.images.face).toMatchObject({
      imageUrl: '/assets/woods/kiaat_face.jpg',
      thumbnailUrl: '/assets/woods/kiaat_face_thumb.jpg',
      photoCount: 0,
    });

    const response = await upload(
      '/api/admin/wood-photos/kiaat/face',
      photoForm(await makePhoto({ format: 'png' }), 'kiaat.png', 'image/png'),
    );
    expect(response.statusCode).toBe(201);
    const second = await upload(
      '/api/admin/wood-photos/kiaat/face',
      photoForm(await makePhoto({ colour: '#d2b48c' }), 'light.webp', 'application/octet-stream'),
    );
    expect(second.statusCode).toBe(201);

    const listed = await photos();
    expect(listed.map((photo) => [photo.speciesId, photo.grain, photo.position])).toEqual([
      ['kiaat', 'face', 1],
      ['kiaat', 'face', 2],
    ]);
    const images = (await summary('kiaat'))?.images.face;
    expect(images?.photoCount).toBe(2);
    expect(images?.thumbnailUrl).toMatch(/^\/assets\/woods\/photos\/\d+-[0-9a-f]{16}-thumbnail\.webp$/);
    expect(images?.galleryUrls).toHaveLength(2);
    // The edge grain, with no photo, keeps its texture.
    expect((await summary('kiaat'))?.images.edge?.imageUrl).toBe('/assets/woods/kiaat_edge.jpg');
    const faceRecord = await record('kiaat_face');
    expect(faceRecord?.imageUrl).toBe(images?.imageUrl);
    expect(faceRecord?.galleryUrls).toEqual(images?.galleryUrls);

    const expected = [
      [images?.imageUrl, 800, 800],
      [images?.thumbnailUrl, 480, 360],
      [images?.galleryUrls[0], 1200, 800],
    ] as const;
    for (const [url, width, height] of expected) {
      const image = await get(String(url));
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const pdfImage = await get(String(images?.imageUrl).replace('-card.webp', '-pdf.jpg'));
    expect(pdfImage.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(pdfImage.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 240 });

    // A URL with another hash, size or extension is a 404, never another photo.
    const wrongHash = String(images?.imageUrl).replace(/-[0-9a-f]{16}-/, '-0000000000000000-');
    expect((await get(wrongHash)).statusCode).toBe(404);
    expect((await get(String(images?.imageUrl).replace('.webp', '.jpg'))).statusCode).toBe(404);
    await removeAll();
  });

  it('puts the photo’s JPEG in the PDF, and the texture back once it is removed', async () => {
    const created = await upload(
      '/api/admin/wood-photos/kiaat/face',
      photoForm(await makePhoto({ colour: '#2e8b57' })),
    );
    expect(created.statusCode).toBe(201);
    const jpegUrl = String((await summary('kiaat'))?.images.face?.imageUrl).replace('-card.webp', '-pdf.jpg');
    const photoJpeg = (await get(jpegUrl)).rawPayload;
    const quote = (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).json<{
      data: { token: string };
    }>().data;

    // pdfkit embeds a JPEG as it is, so the photo's bytes are in the file.
    const withPhoto = await get(`/api/quotes/${quote.token}/pdf`);
    expect(withPhoto.statusCode).toBe(200);
    expect(withPhoto.rawPayload.includes(photoJpeg)).toBe(true);

    await removeAll();
    const images = (await summary('kiaat'))?.images.face;
    expect(images).toMatchObject({ imageUrl: '/assets/woods/kiaat_face.jpg', photoCount: 0 });
    expect(images?.galleryUrls[0]).toBe('/assets/woods/kiaat_face_gallery_1.jpg');
    // The cached PDF is made again without the photo.
    const withTexture = await get(`/api/quotes/${quote.token}/pdf`);
    expect(withTexture.statusCode).toBe(200);
    expect(withTexture.rawPayload.includes(photoJpeg)).toBe(false);
    expect((await get(jpegUrl)).statusCode).toBe(404);
  });

  it('changes the catalogue’s ETag when a photo is added, so a browser’s cached list is not reused', async () => {
    const first = await get('/api/wood-species');
    const etag = String(first.headers.etag);
    expect((await get('/api/wood-species', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(
      (await upload('/api/admin/wood-photos/pine/face', photoForm(await makePhoto({ width: 200, height: 200 }))))
        .statusCode,
    ).toBe(201);
    const after = await get('/api/wood-species', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    await removeAll();
  });
});
