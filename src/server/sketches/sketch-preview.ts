import { execFile } from 'node:child_process';
import sharp from 'sharp';
import type { SketchMimeType } from './sniff-file-type';

/** The preview's longest side in pixels: twice the 240 px staff see it at, for a sharp phone screen. */
export const SKETCH_PREVIEW_PX = 480;
const PDF_RENDER_TIMEOUT_MS = 10_000;
// A sketch is at most a few megabytes (QUOTE-07); an image that claims more pixels than this is refused unread.
const MAX_INPUT_PIXELS = 50_000_000;

export type SketchPreviewFailure = 'unreadable' | 'no_pdf_renderer';
export type SketchPreviewResult =
  | { ok: true; webp: Buffer }
  | { ok: false; error: SketchPreviewFailure; detail?: string };

/**
 * A small WebP of a sketch (ADR 026): an image re-encoded (so nothing of the upload's own bytes
 * reaches the browser as a page of ours), a PDF's first page through poppler's `pdftoppm`, since
 * neither sharp's prebuilt libvips nor pdfkit reads PDFs.
 */
export async function renderSketchPreview({
  bytes,
  mimeType,
}: {
  bytes: Uint8Array;
  mimeType: SketchMimeType;
}): Promise<SketchPreviewResult> {
  let image: Buffer | Uint8Array = bytes;
  if (mimeType === 'application/pdf') {
    const page = await firstPdfPage(bytes);
    if (!page.ok) return page;
    image = page.png;
  }
  try {
    const webp = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(SKETCH_PREVIEW_PX, SKETCH_PREVIEW_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: true, webp };
  } catch (error) {
    return { ok: false, error: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}

type PdfPage = { ok: true; png: Buffer } | { ok: false; error: SketchPreviewFailure; detail?: string };

/** The first page as a PNG, its longest side SKETCH_PREVIEW_PX; killed after PDF_RENDER_TIMEOUT_MS. */
function firstPdfPage(bytes: Uint8Array): Promise<PdfPage> {
  return new Promise((resolve) => {
    const args = ['-f', '1', '-l', '1', '-singlefile', '-png', '-scale-to', String(SKETCH_PREVIEW_PX), '-'];
    const child = execFile(
      'pdftoppm',
      args,
      { encoding: 'buffer', timeout: PDF_RENDER_TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT')
          resolve({ ok: false, error: 'no_pdf_renderer', detail: 'pdftoppm is not installed (poppler-utils)' });
        else if (error || stdout.length === 0)
          resolve({ ok: false, error: 'unreadable', detail: error?.message ?? 'pdftoppm wrote nothing' });
        else resolve({ ok: true, png: stdout });
      },
    );
    // A renderer that stops reading (a broken PDF) must not fail the write with an unhandled error.
    child.stdin?.on('error', () => {});
    child.stdin?.end(Buffer.from(bytes));
  });
}
