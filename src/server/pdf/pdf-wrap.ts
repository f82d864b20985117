/**
 * Where a line may break: `words` after a space or a hyphen (a name, a company); `email` after
 * '@' or '.', never at a hyphen, which would read as part of the address.
 */
export type BreakRule = 'words' | 'email';

const BREAK_AFTER: Record<BreakRule, ReadonlySet<string>> = {
  words: new Set([' ', '-']),
  email: new Set(['@', '.']),
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const charactersOf = (text: string) => Array.from(graphemes.segment(text), (part) => part.segment);

/** The text cut after each place it may break, so the pieces join back to the text. */
function breakablePieces(text: string, rule: BreakRule): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of charactersOf(text)) {
    piece += char;
    if (BREAK_AFTER[rule].has(char)) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * `text` on as many lines as it needs to fit `width` in the document's current font and size,
 * nothing left out: lines break where `rule` allows, and a piece wider than a whole line is
 * broken between any two characters. Spaces at a break are dropped.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: string, width: number, rule: BreakRule): string[] {
  const fits = (line: string) => doc.widthOfString(line.trimEnd()) <= width;
  const lines: string[] = [];
  let line = '';
  const startLine = (next: string) => {
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = next.trimStart();
  };
  for (const piece of breakablePieces(text.trim(), rule)) {
    if (fits(line + piece)) line += piece;
    else if (fits(piece)) startLine(piece);
    else {
      // One piece too long for a whole line: from a line of its own, broken between any two characters.
      startLine('');
      for (const char of charactersOf(piece)) {
        if (fits(line + char)) line += char;
        else startLine(char);
      }
    }
  }
  startLine('');
  return lines;
}
