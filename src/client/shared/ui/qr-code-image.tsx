import { useMemo } from 'react';
import { encodeQr, QR_MAX_BYTES } from '#core/qr/qr-code';

/** The standard's quiet zone, in modules: readers need it light all round. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` drawn as one SVG path, dark on white whatever the theme, from the same
 * encoder as the quote PDF's (QUOTE-24). Null when the text is longer than a code holds: the
 * caller shows the text itself beside it in any case.
 */
export function QrCodeImage({
  text,
  label,
  className,
  testId,
}: {
  text: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  const path = useMemo(() => {
    if (new TextEncoder().encode(text).length > QR_MAX_BYTES) return null;
    const matrix = encodeQr(text);
    const parts: string[] = [];
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      }),
    );
    return { d: parts.join(''), side: matrix.length + 2 * QUIET_ZONE };
  }, [text]);
  if (!path) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${path.side} ${path.side}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={path.side} height={path.side} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
