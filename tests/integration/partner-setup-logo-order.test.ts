import sharp from 'sharp';
import { expect, it, vi } from 'vitest';
import { multipartForm } from './helpers/multipart-form';
import { describeEachDatabase } from './helpers/test-app';

/** Every image the server asks sharp to decode. */
const decoded = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof sharp }>()).default;
  const counting = (...args: Parameters<typeof sharp>) => {
    decoded.count += 1;
    return actual(...args);
  };
  return { default: Object.assign(counting, actual) };
});

describeEachDatabase('partner setup checks the link before it decodes a logo', (ctx) => {
  it('answers a bogus setup token 404 without decoding the uploaded image', async () => {
    const logo = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#8a5a2b' } })
      .png()
      .toBuffer();
    decoded.count = 0;
    const form = multipartForm({ token: 'x'.repeat(43), username: 'bogus-partner', password: 'partner password 1' }, [
      { field: 'logo', fileName: 'logo.png', contentType: 'image/png', bytes: logo },
    ]);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/professional-users/setup',
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { message: 'This setup link is invalid or has expired.' } });
    expect(decoded.count).toBe(0);
  });
});
