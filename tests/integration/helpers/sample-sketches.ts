import PDFDocument from 'pdfkit';

/**
 * A one-page A4 PDF with a drawn rectangle, as a customer's scanned or exported plan would be (STAFF-08's previews).
 */
export function planPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(32).text('Kitchen plan');
    doc.rect(72, 200, 400, 240).lineWidth(6).stroke('#000000');
    doc.end();
  });
}
