import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONTS } from './pdf-page';
import { wrapText, type BreakRule } from './pdf-wrap';

/** In Courier, where every character is as wide, so a line is `chars` characters long. */
function wrap(text: string, rule: BreakRule, chars: number): string[] {
  const doc = new PDFDocument({ size: 'A4' });
  doc.font('Courier').fontSize(10);
  return wrapText(doc, text, doc.widthOfString('x'.repeat(chars)), rule);
}

describe('wrapText', () => {
  it.each([
    { name: 'short text on one line', text: 'Nkosi Interiors', rule: 'words', chars: 40, lines: ['Nkosi Interiors'] },
    {
      name: 'words at their spaces, the spaces dropped',
      text: 'Vanderwesthuizen Bespoke Kitchen (Pty) Ltd',
      rule: 'words',
      chars: 30,
      lines: ['Vanderwesthuizen Bespoke', 'Kitchen (Pty) Ltd'],
    },
    {
      name: 'a name after its hyphen',
      text: 'Fitzgerald-Vanderbijl',
      rule: 'words',
      chars: 14,
      lines: ['Fitzgerald-', 'Vanderbijl'],
    },
    {
      name: 'an e-mail after its @',
      text: 'nomvuselelo.vanderwesthuizen@longdomain.co.za',
      rule: 'email',
      chars: 32,
      lines: ['nomvuselelo.vanderwesthuizen@', 'longdomain.co.za'],
    },
    {
      name: 'an e-mail after a dot, never at a hyphen',
      text: 'thandi@long-domain-name.example-holdings.co.za',
      rule: 'email',
      chars: 30,
      lines: ['thandi@long-domain-name.', 'example-holdings.co.za'],
    },
    {
      name: 'a part longer than a line anywhere',
      text: 'x@abcdefghijklmnopqrstuvwxyz.za',
      rule: 'email',
      chars: 10,
      lines: ['x@', 'abcdefghij', 'klmnopqrst', 'uvwxyz.za'],
    },
    {
      name: 'a word longer than a line anywhere',
      text: 'Ab Pneumonoultramicroscopic',
      rule: 'words',
      chars: 12,
      lines: ['Ab', 'Pneumonoultr', 'amicroscopic'],
    },
  ] as const)('breaks $name', ({ text, rule, chars, lines }) => {
    expect(wrap(text, rule, chars)).toEqual(lines);
  });

  it.each([
    ['words', 'Nomvuselelo Wilhelmina van der Westhuizen of the House of Longnames (Pty) Ltd'],
    ['email', `${'a'.repeat(64)}@${'verylongsubdomain-part.'.repeat(4)}example.co.za`],
  ] as const)('leaves nothing out and nothing wider than the line (%s)', (rule, text) => {
    const doc = new PDFDocument({ size: 'A4' });
    doc.font(FONTS.regular).fontSize(10);
    const width = 120;
    const lines = wrapText(doc, text, width, rule);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(doc.widthOfString(line), line).toBeLessThanOrEqual(width);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('keeps a letter and its accent together', () => {
    // 'e' + combining acute (NFD): one character on the page, never split across lines.
    const lines = wrap('e\u0301'.repeat(12), 'words', 5);
    for (const line of lines) expect(line.startsWith('\u0301')).toBe(false);
    expect(lines.join('')).toBe('e\u0301'.repeat(12));
  });
});
