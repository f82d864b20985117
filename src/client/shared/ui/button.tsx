import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../cx';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'lg' | 'sm';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-walnut-700 text-white shadow-sm hover:bg-walnut-800 disabled:bg-walnut-200 disabled:text-walnut-900/80 disabled:shadow-none aria-disabled:cursor-progress aria-disabled:bg-walnut-200 aria-disabled:text-walnut-900/80',
  secondary:
    'border border-line-strong bg-card text-ink hover:border-walnut-500 hover:bg-walnut-50 disabled:text-ink-muted disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:text-ink-muted',
  ghost: 'text-walnut-700 hover:bg-walnut-50 disabled:opacity-50',
};

const SIZES: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return (
    <button
      type={type}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
