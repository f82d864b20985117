import { useState, type ChangeEvent } from 'react';
import { MAX_SKETCHES_PER_QUOTE, SKETCH_ACCEPT } from '#core/sketches/sketch-rules';
import { showToast } from '#client/shared/toast/toast-store';
import { useStoredValue } from '#client/shared/stored-value';
import { addSketch, removeSketch, sketchStore } from '#client/shared/quote-in-progress/sketch-store';
import { SKETCH_TOASTS, uploadSketch } from './upload-sketch';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** QUOTE-07: an optional sketch or photo for the quote, checked before it is sent. */
export function SketchUpload() {
  const sketches = useStoredValue(sketchStore);
  const [uploading, setUploading] = useState(false);
  // Every sketch in the list goes into the next quote, so the per-quote limit counts them all.
  const full = sketches.length >= MAX_SKETCHES_PER_QUOTE;
  const lastUploaded = sketches.at(-1)?.fileName;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so that picking the same file again is a change too.
    input.value = '';
    if (!file) return;
    setUploading(true);
    const result = await uploadSketch(file);
    setUploading(false);
    if (result.ok) {
      addSketch({ id: result.id, fileName: file.name, sizeBytes: file.size });
      showToast({ ...SKETCH_TOASTS.uploaded, variant: 'success' });
    } else {
      showToast({ ...SKETCH_TOASTS[result.problem], variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="sketch-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
      <h2 id="sketch-heading" className="text-xl font-semibold text-ink">
        Add a Sketch <span className="text-base font-normal text-ink-muted">(optional)</span>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">A drawing or photo of your space helps us get the details right.</p>
      <label htmlFor="sketch-file" className="mt-4 block text-sm font-medium text-ink">
        Upload a sketch
      </label>
      {/* The browser's own field said 'No file chosen' after an upload (it is cleared so the same
          file can be picked again): it is hidden, and the last uploaded file's name is shown. */}
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          id="sketch-file"
          type="file"
          accept={SKETCH_ACCEPT}
          disabled={uploading || full}
          aria-describedby="sketch-file-hint sketch-file-name"
          onChange={(event) => void onPick(event)}
          className="peer sr-only"
        />
        <label
          htmlFor="sketch-file"
          aria-hidden="true"
          className="cursor-pointer rounded-lg border border-line-strong bg-card px-4 py-2 text-sm font-semibold text-ink peer-focus-visible:ring-2 peer-focus-visible:ring-walnut-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-walnut-50"
        >
          Choose file
        </label>
        <span id="sketch-file-name" data-testid="sketch-file-name" className="min-w-0 break-all text-sm text-ink">
          {lastUploaded ? `Uploaded: ${lastUploaded}` : 'No file chosen'}
        </span>
      </div>
      <p id="sketch-file-hint" className="mt-1.5 text-sm text-ink-muted">
        {full
          ? `That is the most one quote can take (${MAX_SKETCHES_PER_QUOTE}).`
          : `JPG, PNG, WEBP, GIF or PDF, smaller than 10MB; up to ${MAX_SKETCHES_PER_QUOTE} files.`}
      </p>
      {uploading ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Uploading…
        </p>
      ) : null}
      {sketches.length > 0 ? (
        <ul aria-label="Uploaded sketches" className="mt-3 space-y-2">
          {sketches.map((sketch) => (
            <li
              key={sketch.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-all">
                <span className="font-medium text-ink">{sketch.fileName}</span>{' '}
                <span className="text-ink-muted">({formatSize(sketch.sizeBytes)})</span>
                {sketch.quoteNumber ? (
                  <span className="block text-xs text-ink-muted">Sent with quote {sketch.quoteNumber}</span>
                ) : null}
              </span>
              <button
                type="button"
                onClick={() => removeSketch(sketch.id)}
                className="rounded-md px-2 py-1 font-semibold text-walnut-700 hover:bg-walnut-50"
              >
                Remove<span className="sr-only"> {sketch.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
