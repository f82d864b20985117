import { describe, expect, it } from 'vitest';
import { uploadSketchRoute } from '#core/api/sketches-routes';
import { stubFetch } from '#client/shared/testing/stub-fetch';
import { uploadSketch } from './upload-sketch';

const fetchMock = stubFetch();
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'desk.png', { type: 'image/png' });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number) => answer(status, { success: false, error: { code: 'x', message: 'refused' } });

// QUOTE-07: the server's own check of the bytes answers the same two problems the browser's does.
describe('uploadSketch', () => {
  it('sends the file as the multipart field "sketch" and answers the stored id', async () => {
    const id = '3f1c2b8e-7a44-4c1e-9d1b-2f6a0c5e8d11';
    fetchMock.mockResolvedValueOnce(
      answer(201, {
        success: true,
        filePath: `sketches/${id}`,
        message: 'Sketch uploaded',
        data: { id, mimeType: 'image/png', sizeBytes: 4 },
      }),
    );
    expect(await uploadSketch(png())).toEqual({ ok: true, id });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(uploadSketchRoute.path);
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('sketch')).toBeInstanceOf(File);
  });

  it.each([
    [413, 'size'],
    [415, 'type'],
    [500, 'failed'],
  ] as const)('maps an answer of %i to the problem %s', async (status, problem) => {
    fetchMock.mockResolvedValueOnce(refusal(status));
    expect(await uploadSketch(png())).toEqual({ ok: false, problem });
  });

  it('fails when the answer is lost', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await uploadSketch(png())).toEqual({ ok: false, problem: 'failed' });
  });

  it('never sends a file the browser already refuses', async () => {
    expect(await uploadSketch(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
