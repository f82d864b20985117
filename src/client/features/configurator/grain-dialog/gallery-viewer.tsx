import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

export interface OpenGallery {
  photos: readonly string[];
  subject: string;
  index: number;
  /** Gets focus back when the viewer closes. */
  trigger: HTMLElement | null;
}

interface Props {
  gallery: OpenGallery;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A full-screen photo viewer; previous and next wrap around (CONF-24). It lives inside the
 * grain dialog rather than as a second Radix dialog: nested dialogs raced over which one
 * Escape closes, so the grain dialog routes Escape here while the viewer is open.
 */
export function GalleryViewer({ gallery, onIndexChange, onClose }: Props) {
  const { photos, subject, index } = gallery;
  const count = photos.length;
  const titleId = useId();
  const nextButton = useRef<HTMLButtonElement>(null);
  const step = (by: number) => onIndexChange((index + by + count) % count);

  useEffect(() => {
    nextButton.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Opaque and over the whole window: the dialog's cards showed through a see-through
      // backdrop, and its × beside this Close made two close controls.
      data-testid="gallery-viewer"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center bg-black p-4"
    >
      <h2 id={titleId} className="sr-only">
        Photos of {subject}
      </h2>
      <img
        src={photos[index]}
        alt={`${subject}, photo ${index + 1} of ${count}`}
        className="max-h-[75vh] max-w-full rounded-lg object-contain shadow-2xl"
      />
      <div className="mt-4 flex items-center gap-4 text-white">
        <button
          type="button"
          onClick={() => step(-1)}
          className="rounded-full bg-white/15 px-4 py-2 font-semibold hover:bg-white/25"
        >
          <span aria-hidden="true">← </span>Previous
        </button>
        <p aria-live="polite" className="min-w-16 text-center tabular-nums">
          {index + 1} / {count}
        </p>
        <button
          ref={nextButton}
          type="button"
          onClick={() => step(1)}
          className="rounded-full bg-white/15 px-4 py-2 font-semibold hover:bg-white/25"
        >
          Next<span aria-hidden="true"> →</span>
        </button>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="absolute top-4 right-4 rounded-full bg-white/15 px-4 py-2 font-semibold text-white hover:bg-white/25"
      >
        Close<span className="sr-only"> photos</span>
      </button>
    </div>
  );
}
