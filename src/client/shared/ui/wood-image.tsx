import { useState } from 'react';
import { useHydrated } from '../after-hydration';
import { cx } from '../cx';

/**
 * A wood photo that gives way to a warm placeholder if it fails to load (CONF-31: failed images
 * are hidden). `afterHydration`: in the pre-rendered page (ADR 016) the photo is asked for only
 * once React has taken the page over, so the phone's first paint does not share its connection
 * with a screenful of thumbnails below it; the placeholder colour holds its place meanwhile.
 */
export function WoodImage({
  src,
  alt,
  className,
  afterHydration = false,
}: {
  src: string;
  alt: string;
  className?: string;
  afterHydration?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hydrated = useHydrated(afterHydration);
  if (failedSrc === src) {
    return <div aria-hidden="true" className={cx('bg-gradient-to-br from-walnut-100 to-walnut-200', className)} />;
  }
  return (
    <img
      src={hydrated ? src : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cx('bg-walnut-100 object-cover', className)}
    />
  );
}
