import type { ReactNode } from 'react';
import { GrainlineMark } from './grainline-mark';

export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className="border-b border-line bg-card/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <a href="/" className="flex items-center gap-2.5 rounded-md">
          <GrainlineMark className="h-8 w-8" />
          <span className="leading-tight">
            <span className="block font-display text-lg font-semibold text-ink">Grainline</span>
            <span className="block text-xs text-ink-muted">Solid wood surfaces, made to measure</span>
          </span>
        </a>
        {children}
      </div>
    </header>
  );
}
