import { PAGE } from './pdf-page';

/**
 * The vertical cursor through the quote. Blocks are measured before they are drawn and a
 * block that does not fit starts a new page, so a surface item is never split (QUOTE-17:
 * new pages after overflow).
 */
export class PageFlow {
  y: number = PAGE.firstContentTop;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly onContinuationPage: () => void,
  ) {}

  /** Makes room for a block of `height` points and returns where its top goes. */
  place(height: number): number {
    const atPageTop = this.y <= PAGE.continuationContentTop;
    // A block taller than a whole page is drawn from a page top rather than looping on new pages.
    if (this.y + height > PAGE.contentBottom && !atPageTop) {
      this.doc.addPage();
      this.onContinuationPage();
      this.y = PAGE.continuationContentTop;
    }
    const top = this.y;
    this.y += height;
    return top;
  }

  /** The next block starts a continuation page, as a section of its own (the advice, ADR 023). */
  startNewPage(): void {
    this.doc.addPage();
    this.onContinuationPage();
    this.y = PAGE.continuationContentTop;
  }

  skip(gap: number): void {
    this.y += gap;
  }
}
