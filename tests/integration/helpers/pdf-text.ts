import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (what a customer's viewer shows). */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}
