import { useState } from 'react';
import { cx } from '../cx';

/** A wood photo that gives way to a warm placeholder if it fails to load (SPEC §8: failed images are hidden). */
export function WoodImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return <div aria-hidden="true" className={cx('bg-gradient-to-br from-walnut-100 to-walnut-200', className)} />;
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} className={cx('bg-walnut-100 object-cover', className)} />;
}
