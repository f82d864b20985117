import { useState } from 'react';

/** A money field typed in rands, held in whole cents; what cannot be read is NaN, which validation names. */
export function RandInput({ label, cents, onChange, disabled }: { label: string; cents: number; onChange: (cents: number) => void; disabled: boolean }) {
  const [text, setText] = useState(Number.isFinite(cents) ? (cents / 100).toFixed(2) : '');
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      disabled={disabled}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const value = event.target.value.trim().replace(/[\s,]/g, '');
        onChange(/^\d+(\.\d{0,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN);
      }}
      className="w-32 rounded border border-line-strong bg-card px-2 py-1 text-right text-sm tabular-nums"
    />
  );
}
