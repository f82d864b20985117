import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (what a customer's viewer shows): laid out
 * as on the page, or `raw`, in the order it was drawn, so a wrapped line follows the line it
 * continues instead of the column beside it.
 */
export function pdfText(bytes: Buffer, options: { raw?: boolean } = {}): string {
  return execFileSync('pdftotext', [options.raw ? '-raw' : '-layout', '-', '-'], { input: bytes }).toString('utf8');
}

/**
 * The text of many one-page PDFs, each as `pdfText` reads it, in two processes rather than one per PDF: poppler's
 * pdfunite joins them and one pdftotext reads the pages, which it ends with a form feed. A PDF of more than one page
 * would shift every text after it, so then it throws.
 */
export function pdfTexts(pdfs: readonly Buffer[], options: { raw?: boolean } = {}): string[] {
  if (pdfs.length === 0) return [];
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-texts-'));
  try {
    const files = pdfs.map((bytes, i) => {
      const file = path.join(dir, `${i}.pdf`);
      writeFileSync(file, bytes);
      return file;
    });
    const joined = path.join(dir, 'joined.pdf');
    execFileSync('pdfunite', [...files, joined]);
    const text = execFileSync('pdftotext', [options.raw ? '-raw' : '-layout', joined, '-'], {
      maxBuffer: 256 * 1024 * 1024,
    }).toString('utf8');
    const pages = text.split('\f').slice(0, -1);
    if (pages.length !== pdfs.length)
      throw new Error(`${pdfs.length} PDFs had ${pages.length} pages: one page each, please`);
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Each word on one page with its box, in points from the page's top left. */
export function pdfWordBoxes(bytes: Buffer, page = 1): WordBox[] {
  const p = String(page);
  const xml = execFileSync('pdftotext', ['-bbox', '-f', p, '-l', p, '-', '-'], { input: bytes }).toString('utf8');
  return [
    ...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({
    text: m[5] ?? '',
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

/** Pairs of words printed over each other (touching edges do not count). */
export function overlappingWords(words: readonly WordBox[]): string[] {
  return words.flatMap((word, i) =>
    words
      .slice(i + 1)
      .filter(
        (other) => word.xMin < other.xMax && other.xMin < word.xMax && word.yMin < other.yMax && other.yMin < word.yMax,
      )
      .map((other) => `'${word.text}' on '${other.text}'`),
  );
}
