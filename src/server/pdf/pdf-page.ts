/**
 * QUOTE-17 gives the page in millimetres (A4 portrait, 210 × 297); pdfkit works
 * in points, so every measure is written in mm and converted once here.
 */
export const PT_PER_MM = 72 / 25.4;
export const mm = (millimetres: number): number => millimetres * PT_PER_MM;

export const PAGE = {
  width: mm(210),
  height: mm(297),
  marginX: mm(16),
  contentWidth: mm(210 - 2 * 16),
  /** QUOTE-17: the black header band is 25 mm high. */
  headerBandHeight: mm(25),
  /** Continuation pages repeat a slim band so a loose page still says whose quote it is. */
  slimBandHeight: mm(11),
  /** QUOTE-17: first-page content starts at 40 mm. */
  firstContentTop: mm(40),
  continuationContentTop: mm(20),
  /** QUOTE-17: a 50 mm bottom margin; the footer lives inside it. */
  contentBottom: mm(297 - 50),
  footerTop: mm(297 - 30),
} as const;

export const COLOURS = {
  ink: '#1f1a17',
  muted: '#6b625a',
  faint: '#9a9088',
  rule: '#ddd6cc',
  panel: '#f6f3ee',
  band: '#000000',
  bandText: '#ffffff',
  bandMuted: '#c9c2ba',
  /** QUOTE-18: savings appear in green. */
  saving: '#1e7b34',
  /** QUOTE-24: the link to the quote online. */
  link: '#7a4b22',
  placeholder: '#d4d4d4',
  placeholderText: '#6b6b6b',
} as const;

export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
