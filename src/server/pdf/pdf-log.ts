/**
 * Where the PDF code reports what it had to leave out (an image that would not load, QUOTE-21):
 * the app's logger (pino: `request.log`, `app.log`), so it reaches the same log as the rest.
 */
export interface PdfLog {
  warn(details: object, message: string): void;
}
