import { type CsvStatementMapping, parseCsvStatement } from './csv-statement';
import { parseOfxStatement } from './ofx';
import type { StatementParseResult } from './statement-line';

/** Whether a file is OFX, by its name or its first characters (banks name `.ofx` and `.qfx` files alike). */
export function looksLikeOfx(fileName: string, text: string): boolean {
  return (
    /\.(ofx|qfx)$/i.test(fileName) || /^\uFEFF?\s*(OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX\b|<\?OFX\b|<OFX>)/i.test(text)
  );
}

/**
 * An uploaded statement read as OFX when it is one, else as CSV with the bank's saved mapping;
 * a CSV file with no mapping yet is answered with an error that says to choose one.
 */
export function parseStatementFile(options: {
  fileName: string;
  text: string;
  mapping?: CsvStatementMapping;
}): StatementParseResult {
  if (looksLikeOfx(options.fileName, options.text)) return parseOfxStatement(options.text);
  if (options.mapping === undefined) {
    return {
      ok: false,
      error: {
        code: 'needs_mapping',
        message: 'This is a CSV statement: choose the bank’s column mapping to read it.',
      },
    };
  }
  return parseCsvStatement(options.text, options.mapping);
}
