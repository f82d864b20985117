import { quotePdfRoute } from '#core/api/quotes-routes';
import { callForResponse } from '../call-api';

function fileNameFrom(disposition: string | null): string | null {
  const name = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return name && /^[\w. -]+\.pdf$/.test(name) ? name : null;
}

/**
 * GET /api/quotes/{token}/pdf, saved as a file. Fetched rather than linked so that a failure
 * can be told to the customer (QUOTE-10) instead of opening an error page.
 */
export async function downloadQuotePdf(quote: { token: string; quoteNumber: string }): Promise<void> {
  const response = await callForResponse(quotePdfRoute, { params: { token: quote.token } });
  const blob = await response.blob();
  if (blob.size === 0) throw new Error('The PDF was empty');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('content-disposition')) ?? `Quote-${quote.quoteNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start saving the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
