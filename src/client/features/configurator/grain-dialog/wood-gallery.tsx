import { useState } from 'react';
import type { OpenGallery } from './gallery-viewer';

const SHOWN = 4;

interface Props {
  urls: readonly string[];
  /** 'Kiaat face grain', for alt text and the viewer's title. */
  subject: string;
  onOpen: (gallery: OpenGallery) => void;
}

/**
 * CONF-24's lifestyle gallery: the first four photos, a '+N' overlay on the last when there
 * are more; a click opens the full-screen viewer. Photos that fail to load are left out (CONF-31).
 */
export function WoodGallery({ urls, subject, onOpen }: Props) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const photos = urls.filter((url) => !failed.has(url));
  if (photos.length === 0) return null;
  const shown = photos.slice(0, SHOWN);
  const more = photos.length - shown.length;

  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">In the home</p>
      <ul className="grid grid-cols-4 gap-1.5">
        {shown.map((url, index) => {
          const isLast = index === shown.length - 1 && more > 0;
          return (
            <li key={url}>
              <button
                type="button"
                onClick={(event) => onOpen({ photos, subject, index, trigger: event.currentTarget })}
                className="relative block aspect-square w-full overflow-hidden rounded-md"
                aria-label={
                  isLast
                    ? `+${more}: view all ${photos.length} photos of ${subject}`
                    : `View photo ${index + 1} of ${subject}`
                }
              >
                <img
                  src={url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  onError={() => setFailed((current) => new Set(current).add(url))}
                  className="h-full w-full bg-walnut-100 object-cover transition-transform hover:scale-105"
                />
                {isLast ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-walnut-900/65 text-lg font-semibold text-white">
                    +{more}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
