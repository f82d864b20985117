import { useState } from 'react';
import { inboxSketchPreviewRoute, inboxSketchRoute } from '#core/api/quotes-inbox-routes';
import type { QuoteSketchEntry } from '#core/back-office/quotes-inbox';
import { urlOf } from '#client/shared/call-api';

/**
 * STAFF-08: the customer's sketches seen where they are listed, each a small picture the server
 * made (a photo re-encoded, a PDF's first page; ADR 026), with the file itself a download.
 */
export function SketchPreviews({ quoteId, sketches }: { quoteId: string; sketches: QuoteSketchEntry[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3" data-testid="staff-sketches">
      {sketches.map((sketch) => (
        <li key={sketch.id} className="min-w-0">
          <SketchPreview quoteId={quoteId} sketch={sketch} />
        </li>
      ))}
    </ul>
  );
}

function SketchPreview({ quoteId, sketch }: { quoteId: string; sketch: QuoteSketchEntry }) {
  const [failed, setFailed] = useState(false);
  const params = { id: quoteId, sketchId: sketch.id };
  const fileUrl = urlOf(inboxSketchRoute, { params });
  const isPdf = sketch.mimeType === 'application/pdf';
  return (
    <figure className="space-y-1">
      {failed ? (
        <div className="flex aspect-[4/3] items-center justify-center rounded border border-line bg-canvas p-2 text-center text-xs text-ink-muted">
          No preview
        </div>
      ) : (
        <img
          src={urlOf(inboxSketchPreviewRoute, { params })}
          alt={isPdf ? `First page of ${sketch.fileName}` : sketch.fileName}
          loading="lazy"
          onError={() => setFailed(true)}
          className="aspect-[4/3] w-full rounded border border-line bg-white object-contain"
        />
      )}
      <figcaption className="text-xs wrap-anywhere">
        <a className="underline" href={fileUrl} download={sketch.fileName}>
          {sketch.fileName}
        </a>{' '}
        <span className="text-ink-muted">
          ({isPdf ? 'PDF, ' : ''}
          {Math.ceil(sketch.sizeBytes / 1024)} KB)
        </span>
      </figcaption>
    </figure>
  );
}
